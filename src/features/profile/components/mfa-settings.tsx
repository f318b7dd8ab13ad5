import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { useT } from '../../../i18n/translate.ts';
import { profileMessages, type ProfileMessage } from '../messages/index.ts';
import type { Profile } from '../queries.ts';
import { MfaDisableForm } from './mfa-disable-form.tsx';
import { MfaEnableForm } from './mfa-enable-form.tsx';
import { RecoveryCodesSection } from './recovery-codes-section.tsx';
import './styles.ts';

/** Each MFA state's badge and explanation, as message keys (translated at render). */
const STATUS: Record<Profile['mfa_status'], { badge: ProfileMessage; explanation: ProfileMessage }> = {
  enabled: { badge: 'mfaOn', explanation: 'mfaEnabledExplain' },
  disabled: { badge: 'mfaOff', explanation: 'mfaDisabledExplain' },
  skipped: { badge: 'mfaOff', explanation: 'mfaSkippedExplain' },
  'not-initiated': { badge: 'mfaNotSetUp', explanation: 'mfaNotInitiatedExplain' },
};

interface MfaSettingsProps {
  status: Profile['mfa_status'];
  /** the profile's own path: where the setup screen comes back to */
  returnTo: string;
  onEnrollmentStarted: () => void;
}

/**
 * The account's two-step verification (docs/product/03-entities.md §3.1 mfa_status): its state, and turning
 * it on or off; with it on, the recovery codes left and making new ones.
 */
export function MfaSettings({ status, returnTo, onEnrollmentStarted }: MfaSettingsProps) {
  const t = useT(profileMessages);
  const [editing, setEditing] = useState(false);
  const shown = STATUS[status];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mfa-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4" id="mfa-title">
              {t('mfaTitle')}
            </Title>
            {/* the default variant keeps the text at the body's contrast in light and dark */}
            <Badge variant="default" data-testid="mfa-status">
              {t(shown.badge)}
            </Badge>
          </Group>
          {!editing && (
            <OnlineOnlyButton
              action={t('changingMfa')}
              variant={status === 'enabled' ? 'default' : 'filled'}
              onClick={() => setEditing(true)}
            >
              {status === 'enabled' ? t('turnOff') : t('turnOn')}
            </OnlineOnlyButton>
          )}
        </Group>
        <Text size="sm">{t(shown.explanation)}</Text>
        {status === 'enabled' && !editing && <RecoveryCodesSection />}
        {editing &&
          (status === 'enabled' ? (
            <MfaDisableForm onDone={() => setEditing(false)} />
          ) : (
            <MfaEnableForm
              next={returnTo}
              onStarted={onEnrollmentStarted}
              onCancel={() => setEditing(false)}
            />
          ))}
      </Stack>
    </Paper>
  );
}
