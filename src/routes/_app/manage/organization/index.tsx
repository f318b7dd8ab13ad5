import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/manage/organization/')({
  component: () => (
    <PlannedScreen
      title="Organizations"
      description="Your organizations with balances per currency, team members, roles and invitations."
    />
  ),
});
