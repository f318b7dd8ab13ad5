import { onlineManager, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PayoutAlerts } from '../../../features/notifications/components/payout-alerts.tsx';
import { PasskeysSection } from '../../../features/passkeys/components/passkeys-section.tsx';
import { passkeyKeys, passkeysQueryOptions } from '../../../features/passkeys/queries.ts';
import { UpdatePasswordForm } from '../../../features/auth/components/update-password-form.tsx';
import { ProfilePage } from '../../../features/profile/components/profile-page.tsx';
import { ProfileSkeleton } from '../../../features/profile/components/profile-skeleton.tsx';
import {
  ensureEditableProfile,
  notificationChannelsQueryOptions,
} from '../../../features/profile/queries.ts';
import {
  currenciesQueryOptions,
  notificationPreferencesQueryOptions,
} from '../../../features/profile/notification-settings/queries.ts';
import { RouteError } from '../../-route-error.tsx';
import { ensureOptionalData } from '../-optional-data.ts';
import { translate } from '../../../i18n/translate.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';
import { followLanguageDirection } from '../../../features/appearance/store.ts';

const PROFILE_PATH = '/manage/profile';

/**
 * The signed-in user's own settings (the profile feature's page, with the password form, the payout alerts and
 * the passkeys of three other features). Turning MFA on leaves for the sign-in's setup screen (/mfa), which comes back here.
 */
export const Route = createFileRoute('/_app/manage/profile')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'profileHeading');
      },
      size: 'md',
    },
  },
  loader: async ({ context: { queryClient, api, scope } }) => {
    await Promise.all([
      // online never the copy saved on the device (its notification values are placeholders): the forms edit it
      ensureEditableProfile(queryClient, api, scope),
      // the channels' names only frame the form, which offline is not shown
      ensureOptionalData(queryClient, notificationChannelsQueryOptions(api, scope)),
      // the notification settings load with the page, but a failure there is the section's to show (with Try
      // again), not the whole profile's: prefetched, never thrown; offline not waited for (it would wait for the
      // connection), the section says it needs one
      onlineManager.isOnline() && queryClient.prefetchQuery(notificationPreferencesQueryOptions(api, scope)),
      onlineManager.isOnline() && queryClient.prefetchQuery(currenciesQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: ProfileSkeleton,
  errorComponent: RouteError,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <ProfilePage
      scope={scope}
      returnTo={PROFILE_PATH}
      onEnrollmentStarted={() => void navigate({ to: '/mfa' })}
      passwordForm={<PasswordForm />}
      payoutAlerts={<PayoutAlerts />}
      passkeys={<PasskeysSection />}
      onLanguageChosen={followLanguageDirection}
    />
  );
}

/**
 * The password form, told how many passkeys the user has (the passkeys section's own list, shared through the
 * query cache): a change may remove them too, and the section then shows none.
 */
function PasswordForm() {
  const { api, queryClient, scope } = Route.useRouteContext();
  const passkeys = useQuery(passkeysQueryOptions(api, scope));
  return (
    <UpdatePasswordForm
      passkeyCount={passkeys.data?.length ?? 0}
      onPasskeysRemoved={() => void queryClient.invalidateQueries({ queryKey: passkeyKeys.list(scope) })}
    />
  );
}
