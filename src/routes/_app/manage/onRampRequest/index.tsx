import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/manage/onRampRequest/')({
  component: () => (
    <PlannedScreen
      title="On-ramp requests"
      description="Requests to buy crypto with fiat, with their status."
    />
  ),
});
