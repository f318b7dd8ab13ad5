import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/manage/payout/$payoutId')({
  component: () => (
    <PlannedScreen title="Payout detail" description="One payout with its payments, refunds and disputes." />
  ),
});
