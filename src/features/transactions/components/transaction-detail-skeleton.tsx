import { Container, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import './detail-styles.ts';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';

/** The transaction detail while the payment and its records load. */
export function TransactionDetailSkeleton() {
  const t = useT(transactionDetailMessages);
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Skeleton height={14} width={150} />
        <Skeleton height={30} width="60%" />
        <VisuallyHidden role="status">{t('loadingPayment')}</VisuallyHidden>
        {[0, 1, 2].map((block) => (
          <Paper key={block} withBorder p="md" radius="md" data-testid="transaction-detail-skeleton">
            <Skeleton height={18} width={120} mb="md" />
            <Skeleton height={12} width="90%" mb={8} />
            <Skeleton height={12} width="75%" mb={8} />
            <Skeleton height={12} width="60%" />
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
