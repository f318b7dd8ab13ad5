import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/manage/paymentConfig/')({
  component: () => (
    <PlannedScreen
      title="Payment configuration"
      description="Accepted currencies, settlement currency, payout schedule and webhook for the selected organization."
    />
  ),
});
