// its component styles load with it, whichever screen came first
import '@mantine/core/styles/Switch.css';
import { useState } from 'react';
import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { useOnline } from '../../../lib/online.ts';
import { failureMessage } from '../../../lib/form.ts';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';
import { useSetMfaRequirement } from '../settings-mutations.ts';

interface MfaRequirementSettingProps {
  /** what the provider has stored */
  required: boolean;
  /** the owner (or a master): the only ones the provider lets change it */
  editable: boolean;
}

/**
 * "Require two-step verification for every member": the owner's switch, with what it does to the members'
 * next sign-in. Others read the setting and who can change it.
 */
export function MfaRequirementSetting({ required, editable }: MfaRequirementSettingProps) {
  const t = useT(organizationsMessages);
  const online = useOnline();
  const change = useSetMfaRequirement();
  // While the call runs, the switch shows what was asked for; a refusal puts it back. Held in React state set
  // in the change handler: the mutation's own pending state arrives a tick later, and in between React would
  // put the controlled input back to the stored value, so the switch would flicker off and on.
  const [asked, setAsked] = useState<boolean | null>(null);
  const shown = asked ?? required;
  return (
    <Stack gap="xs" component="section" aria-labelledby="mfa-requirement-title">
      <Title order={3} size="h4" id="mfa-requirement-title">
        {t('mfaRequirementTitle')}
      </Title>
      {editable ? (
        <Switch
          size="md"
          label={t('mfaRequirementLabel')}
          description={t('mfaRequirementExplain')}
          checked={shown}
          disabled={asked !== null || !online}
          onChange={(event) => {
            const requireMfa = event.currentTarget.checked;
            setAsked(requireMfa);
            change.mutate(requireMfa, { onSettled: () => setAsked(null) });
          }}
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          data-testid="mfa-requirement-switch"
        />
      ) : (
        <>
          <Text size="sm">{required ? t('mfaRequirementIsOn') : t('mfaRequirementIsOff')}</Text>
          <Text size="sm" c="dimmed">
            {t('mfaRequirementOwnerOnly')}
          </Text>
        </>
      )}
      {change.error && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(change.error)}
        </Alert>
      )}
    </Stack>
  );
}
