// Mantine component styles the sign-in screens use beyond the app's base set (per-component CSS, DESIGN.md).
// Components of the later steps (code entry, MFA setup, terms) import their own with them.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/ActionIcon.css';
// Mantine's default input descriptions (gray 6 on white) miss WCAG AA contrast: darker on these screens.
import './auth.css';
