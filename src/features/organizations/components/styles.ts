// The Mantine component styles only the organization screen uses: they travel with its chunk. Tabs: the
// screen's own tabs (otherwise only the theme drawer, loaded when opened, brings them).
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Divider.css';
