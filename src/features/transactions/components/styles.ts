// The Mantine component styles only the transactions screen uses: they travel with its chunk.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tabs.css';
import './transactions.css';
