import { Container, Paper, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PayoutAlerts } from '../../../features/notifications/components/payout-alerts.tsx';
import { UpdatePasswordForm } from '../../../features/auth/components/update-password-form.tsx';
import { MfaSettings } from '../../../features/profile/components/mfa-settings.tsx';
import { NotificationConfigForm } from '../../../features/profile/components/notification-config-form.tsx';
import { ProfileDetailsForm } from '../../../features/profile/components/profile-details-form.tsx';
import { ProfileSkeleton } from '../../../features/profile/components/profile-skeleton.tsx';
import {
  ensureEditableProfile,
  notificationChannelsQueryOptions,
  profileQueryOptions,
} from '../../../features/profile/queries.ts';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { RouteError } from '../../-route-error.tsx';
import { ensureOptionalData } from '../-optional-data.ts';

const PROFILE_PATH = '/manage/profile';

/**
 * The signed-in user's own settings: name and avatar, password, two-step verification and where notifications
 * go. Turning MFA on leaves for the sign-in's setup screen (/mfa), which comes back here.
 */
export const Route = createFileRoute('/_app/manage/profile')({
  staticData: { screen: { heading: 'Profile', size: 'md' } },
  loader: async ({ context: { queryClient, api, scope } }) => {
    await Promise.all([
      // online never the copy saved on the device (its notification values are placeholders): the forms edit it
      ensureEditableProfile(queryClient, api, scope),
      // the channels' names only frame the form, which offline is not shown
      ensureOptionalData(queryClient, notificationChannelsQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: ProfileSkeleton,
  errorComponent: RouteError,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { api, scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const profileQuery = useSuspenseQuery(profileQueryOptions(api, scope));
  const profile = profileQuery.data;
  return (
    <Container size="md" py="lg" px={0} className="bo-profile">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Profile
          </Title>
          <DataAsOf updatedAt={profileQuery.dataUpdatedAt} />
        </div>
        <ProfileDetailsForm scope={scope} />
        <Paper withBorder p="md" radius="md">
          <UpdatePasswordForm />
        </Paper>
        <MfaSettings
          status={profile.mfa_status}
          returnTo={PROFILE_PATH}
          onEnrollmentStarted={() => void navigate({ to: '/mfa' })}
        />
        <NotificationConfigForm scope={scope} />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payout-alerts-title">
          <Title order={2} size="h4" mb="xs" id="payout-alerts-title">
            Payout alerts
          </Title>
          <PayoutAlerts />
        </Paper>
      </Stack>
    </Container>
  );
}
