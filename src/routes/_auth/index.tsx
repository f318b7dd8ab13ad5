import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../components/planned-screen.tsx';

export const Route = createFileRoute('/_auth/')({
  component: () => (
    <PlannedScreen
      title="Sign in"
      description="Sign in with your email and password, multi-factor authentication, an external identity provider, account creation and password recovery."
    />
  ),
});
