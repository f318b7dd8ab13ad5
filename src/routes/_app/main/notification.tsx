import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/main/notification')({
  component: () => (
    <PlannedScreen
      title="Notifications"
      description="Every payout notification, unread first, with a link to each payout."
    />
  ),
});
