import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/manage/transactions/')({
  component: () => (
    <PlannedScreen
      title="Transactions"
      description="Every payment with filters, search, sorting, detail, refunds, disputes and CSV export."
    />
  ),
});
