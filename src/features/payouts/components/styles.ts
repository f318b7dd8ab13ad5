// The Mantine component styles only the payout screen uses: they travel with its chunk.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import './payouts.css';
