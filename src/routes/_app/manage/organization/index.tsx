import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';
import { organizationKeys } from '../../../../features/organizations/queries.ts';
import { ResendVerificationEmail } from '../../../../features/profile/components/resend-verification-email.tsx';
import { MyInvitations } from '../../../../features/team/components/my-invitations.tsx';
import { myInvitationsQueryOptions } from '../../../../features/team/queries.ts';

export const Route = createFileRoute('/_app/manage/organization/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(myInvitationsQueryOptions(context.api, context.scope)),
  component: OrganizationPage,
});

function OrganizationPage() {
  const queryClient = useQueryClient();
  const { scope } = Route.useRouteContext();
  return (
    <>
      <PlannedScreen
        title="Organizations"
        description="Your organizations with balances per currency, team members, roles and invitations."
      />
      <Container size="md" pb="xl">
        <MyInvitations
          scope={scope}
          verifyAction={<ResendVerificationEmail />}
          // a joined organization appears in the organization selector at once
          onAnswered={() => queryClient.invalidateQueries({ queryKey: organizationKeys.all(scope) })}
        />
      </Container>
    </>
  );
}
