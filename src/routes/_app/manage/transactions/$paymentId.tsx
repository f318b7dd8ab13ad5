import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

// A placeholder so the list's links type-check; the transaction detail is built on its own branch.
export const Route = createFileRoute('/_app/manage/transactions/$paymentId')({
  component: () => (
    <PlannedScreen
      title="Transaction"
      description="The payment's summary, invoice, logs, webhooks, refunds and disputes."
    />
  ),
});
