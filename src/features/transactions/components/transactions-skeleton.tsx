import { Container, Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';
import { TransactionRowsSkeleton } from './transactions-list.tsx';

/** The transactions screen while its filters' options and first page load. */
export function TransactionsSkeleton() {
  return (
    <Container size="xl" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Title order={1} size="h2">
          Transactions
        </Title>
        <VisuallyHidden role="status">Loading transactions…</VisuallyHidden>
        <Group gap="md">
          <Skeleton height={28} width={110} />
          <Skeleton height={28} width={90} />
        </Group>
        <Group gap="sm" grow>
          {[0, 1, 2, 3].map((field) => (
            <Skeleton key={field} height={56} />
          ))}
        </Group>
        <TransactionRowsSkeleton />
      </Stack>
    </Container>
  );
}
