import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/manage/payout/')({
  component: () => (
    <PlannedScreen
      title="Payouts"
      description="Payouts with a preview before creating one from unpaid payments."
    />
  ),
});
