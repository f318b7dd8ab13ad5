// The Mantine component styles only the team's screens use, and the team's own: they travel with its chunk.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import './team.css';
