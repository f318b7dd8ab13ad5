import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/main/dashboard/')({
  component: () => (
    <PlannedScreen
      title="Dashboard"
      description="Payment volume, counts by status and success rate for the selected organization and environment."
    />
  ),
});
