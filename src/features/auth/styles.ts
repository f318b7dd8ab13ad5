// Mantine component styles the sign-in screens use beyond the app's base set (per-component CSS, DESIGN.md).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/PinInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
// Mantine's default input descriptions (gray 6 on white) miss WCAG AA contrast: darker on these screens.
import './auth.css';
