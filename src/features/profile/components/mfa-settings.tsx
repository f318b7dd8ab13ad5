import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import type { Profile } from '../queries.ts';
import { MfaDisableForm } from './mfa-disable-form.tsx';
import { MfaEnableForm } from './mfa-enable-form.tsx';
import './styles.ts';

const STATUS: Record<Profile['mfa_status'], { label: string; explain: string }> = {
  enabled: {
    label: 'On',
    explain: 'Each sign-in asks for a code from your authenticator app.',
  },
  disabled: { label: 'Off', explain: 'Sign-in asks for your password only.' },
  skipped: {
    label: 'Off',
    explain: 'You skipped the setup at sign-in: sign-in asks for your password only.',
  },
  'not-initiated': {
    label: 'Not set up',
    explain: 'You will be asked to set it up at your next sign-in.',
  },
};

interface MfaSettingsProps {
  status: Profile['mfa_status'];
  /** the profile's own path: where the setup screen comes back to */
  returnTo: string;
  onEnrollmentStarted: () => void;
}

/**
 * The account's two-step verification (docs/product/03-entities.md §3.1 mfa_status): its state, and turning
 * it on or off.
 */
export function MfaSettings({ status, returnTo, onEnrollmentStarted }: MfaSettingsProps) {
  const [editing, setEditing] = useState(false);
  const shown = STATUS[status];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mfa-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4" id="mfa-title">
              Two-step verification
            </Title>
            {/* the default variant keeps the text at the body's contrast in light and dark */}
            <Badge variant="default" data-testid="mfa-status">
              {shown.label}
            </Badge>
          </Group>
          {!editing && (
            <OnlineOnlyButton
              action="Changing two-step verification"
              variant={status === 'enabled' ? 'default' : 'filled'}
              onClick={() => setEditing(true)}
            >
              {status === 'enabled' ? 'Turn off' : 'Turn on'}
            </OnlineOnlyButton>
          )}
        </Group>
        <Text size="sm">{shown.explain}</Text>
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
