// The Mantine component styles only the profile screen uses: they travel with its chunk.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Divider.css';
import './profile.css';
