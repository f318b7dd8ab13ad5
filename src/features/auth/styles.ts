// Mantine component styles the sign-in screens use beyond the app's base set (per-component CSS,
// docs/design.md §7). Components of the later steps (code entry, MFA setup, terms) import their own with
// them. Never repeat one of src/app/styles.ts here: a stylesheet shared by the entry and a lazy chunk is
// moved by the bundler into a common chunk whose CSS is linked before the entry's, ahead of Mantine's
// baseline and globals.
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Center.css';
// Mantine's default input descriptions (gray 6 on white) miss WCAG AA contrast: darker on these screens.
import './auth.css';
