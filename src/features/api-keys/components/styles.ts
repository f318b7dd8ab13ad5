// The Mantine component styles only the API key screen uses (and the shared table and dialog it composes):
// they travel with its chunk, after the shell's building blocks (Popover, ModalBase) that they extend.
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/SegmentedControl.css';
