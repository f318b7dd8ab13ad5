import type { ReactNode } from 'react';
import { Container, Paper, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { useT } from '../../../i18n/translate.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { profileMessages } from '../messages/index.ts';
import { profileQueryOptions } from '../queries.ts';
import { MfaSettings } from './mfa-settings.tsx';
import { NotificationConfigForm } from './notification-config-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { LanguageSection } from './language-section.tsx';
import { PrivacySection } from '../../../components/privacy/privacy-section.tsx';
import { NotificationSettings } from '../notification-settings/notification-settings.tsx';

interface ProfilePageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
  /** where the sign-in's MFA setup comes back to once done */
  returnTo: string;
  /** turning MFA on leaves for the sign-in's setup screen */
  onEnrollmentStarted: () => void;
  /** the password form (another feature's, composed by the route) */
  passwordForm: ReactNode;
  /** the payout alerts of this device (another feature's, composed by the route) */
  payoutAlerts: ReactNode;
  /** what a choice of language also changes (the theme's direction: another feature's) */
  onLanguageChosen?: () => void;
  /** the user's passkeys (another feature's, composed by the route) */
  passkeys?: ReactNode;
}

/**
 * The signed-in user's own settings: name and avatar, password, two-step verification, where notifications
 * go, this device's payout alerts and the notification settings (which kinds, thresholds, quiet hours, digest).
 */
export function ProfilePage({
  scope,
  returnTo,
  onEnrollmentStarted,
  passwordForm,
  payoutAlerts,
  onLanguageChosen,
  passkeys,
}: ProfilePageProps) {
  const t = useT(profileMessages);
  const api = useApiClient();
  const profileQuery = useSuspenseQuery(profileQueryOptions(api, scope));
  return (
    <Container size="md" py="lg" px={0} className="bo-profile">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <DataAsOf updatedAt={profileQuery.dataUpdatedAt} />
        </div>
        <ProfileDetailsForm scope={scope} />
        <LanguageSection onChosen={onLanguageChosen} />
        <PrivacySection />
        <Paper withBorder p="md" radius="md">
          {passwordForm}
        </Paper>
        <MfaSettings
          status={profileQuery.data.mfa_status}
          returnTo={returnTo}
          onEnrollmentStarted={onEnrollmentStarted}
        />
        {passkeys}
        <NotificationConfigForm scope={scope} />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payout-alerts-title">
          <Title order={2} size="h4" mb="xs" id="payout-alerts-title">
            {t('payoutAlertsTitle')}
          </Title>
          {payoutAlerts}
        </Paper>
        <NotificationSettings scope={scope} />
      </Stack>
    </Container>
  );
}
