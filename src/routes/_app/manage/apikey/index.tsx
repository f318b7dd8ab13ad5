import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';

export const Route = createFileRoute('/_app/manage/apikey/')({
  component: () => (
    <PlannedScreen
      title="API keys"
      description="The signing keys of the selected organization and environment: create, copy once, revoke."
    />
  ),
});
