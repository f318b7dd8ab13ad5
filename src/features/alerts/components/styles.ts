// The Mantine component styles only the alerts screen uses (and the shared table and dialogs it composes): they
// travel with its chunk, after the shell's building blocks (Popover, ModalBase) that they extend.
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
