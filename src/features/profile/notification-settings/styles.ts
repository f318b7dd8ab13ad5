// The Mantine component styles only the notification settings use: they travel with the profile's chunk.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Modal.css';
