// The Mantine component styles only the signed-in shell uses (the sign-in screens never load them): they travel
// in the shell's chunk, after the base set of src/app/styles.ts, which they extend. Building blocks first, as in
// Mantine's own stylesheet. A component the shell composes from a feature (the bell's Indicator, the env switch's
// Switch, the org selector's Badge, the notification modal's Modal) imports its own leaf styles, which land after
// these because the content layout imports this file before any of them.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/ScrollArea.css';
