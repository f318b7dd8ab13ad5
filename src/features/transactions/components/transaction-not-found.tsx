import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../../components/empty-state.tsx';

/** An id the provider does not know in this organization and environment: said plainly, with the way back. */
export function TransactionNotFound({ paymentId }: { paymentId: string }) {
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Payment not found
        </Title>
        <EmptyState
          title={`There is no payment “${paymentId}” here`}
          description="It may belong to another organization or environment, or the link may be wrong. Check the organization and the Test mode switch in the header."
          action={
            <Anchor component={Link} to="/manage/transactions/">
              Back to transactions
            </Anchor>
          }
        />
      </Stack>
    </Container>
  );
}
