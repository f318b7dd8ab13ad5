// Mantine's styles per component rather than the whole stylesheet (docs/design.md §7). This is the
// base every screen needs, the sign-in screens included; the signed-in shell's components bring theirs with the
// shell's chunk (src/shell/styles.ts) and the toasts with theirs (src/app/toasts.tsx), so the first paint of the
// sign-in screen waits for a small stylesheet.
// Order matters as in Mantine's own stylesheet: the building blocks other components extend come first
// (a later UnstyledButton.css would reset Button's background, for instance).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
// The shell's theme options key on attributes of <html>; loaded after Mantine so they win ties.
import '../shell/shell.css';
// Under the RTL option, text keeps the direction of its own words (the layout alone is mirrored).
import './rtl-text.css';
