import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';

/** An id the provider does not know in this organization and environment: said plainly, with the way back. */
export function TransactionNotFound({ paymentId }: { paymentId: string }) {
  const t = useT(transactionDetailMessages);
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('notFoundHeading')}
        </Title>
        <EmptyState
          title={t('notFoundTitle', { paymentId })}
          description={t('notFoundDescription')}
          action={
            <Anchor component={Link} to="/manage/transactions/">
              {t('backToTransactions')}
            </Anchor>
          }
        />
      </Stack>
    </Container>
  );
}
