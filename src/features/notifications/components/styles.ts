// The Mantine component styles only the notifications page uses: they travel with its chunk.
import '@mantine/core/styles/Skeleton.css';
