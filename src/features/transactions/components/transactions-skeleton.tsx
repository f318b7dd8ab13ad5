import { Container, Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';
import { TransactionRowsSkeleton } from './transactions-list.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

/** The transactions screen while its filters' options and first page load. */
export function TransactionsSkeleton() {
  const t = useT(transactionsMessages);
  const screenT = useT(screenMessages);
  return (
    <Container size="xl" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Title order={1} size="h2">
          {screenT('transactionsHeading')}
        </Title>
        <VisuallyHidden role="status">{t('loadingTransactions')}</VisuallyHidden>
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
