import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/manage/profile')({
  component: () => (
    <PlannedScreen
      title="Profile"
      description="Your name, avatar, password, multi-factor authentication and notification configuration."
    />
  ),
});
