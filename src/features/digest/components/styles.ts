// The Mantine component styles only the digest page uses: they travel with its chunk.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import './digest.css';
