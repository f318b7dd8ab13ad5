// this panel's component styles load with it (the screens that show it may not have loaded them yet)
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useId, useState } from 'react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/translate.ts';
import { LeaveGuard } from '../leave-guard/leave-guard.tsx';
import { recoveryCodesMessages } from './messages/index.ts';
import { downloadText, printText, recoveryCodesText } from './recovery-codes-file.ts';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** the user confirmed they saved the codes: the screen moves on (they are never shown again) */
  onDone: () => void;
  /** the heading's level where the panel sits (2 in a page section, 1 alone on a card) */
  headingOrder?: 1 | 2 | 3;
}

/**
 * The one time the provider shows a set of recovery codes: the codes, ways to keep them (Download as .txt,
 * Copy, Print), the rule (each works once; keep them safe), and an explicit "I have saved them" before going on;
 * until then, leaving the screen asks first.
 */
export function RecoveryCodesPanel({ codes, onDone, headingOrder = 2 }: RecoveryCodesPanelProps) {
  const t = useT(recoveryCodesMessages);
  const [saved, setSaved] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const titleId = useId();
  const text = () => recoveryCodesText(t('fileHeading'), t('fileExplanation'), codes);

  const copy = () => {
    navigator.clipboard.writeText(text()).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };

  return (
    <Stack gap="sm" aria-labelledby={titleId} role="group">
      {/* shown once: leaving (another screen, a reload, a closed tab) asks first until they are saved */}
      <LeaveGuard dirty={!saved} message={t('leaveLosesCodes')} />
      <Title order={headingOrder} size="h4" id={titleId}>
        {t('title')}
      </Title>
      <Text size="sm">{t('intro')}</Text>
      <Alert color="yellow" variant="light">
        {t('onceWarning')}
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ol"
        aria-label={t('listLabel')}
        data-testid="recovery-codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="md" dir="ltr" ta="center">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Button variant="default" onClick={() => downloadText('recovery-codes.txt', text())}>
          {t('download')}
        </Button>
        <Button variant="default" onClick={copy}>
          {t('copy')}
        </Button>
        <Button variant="default" onClick={() => printText(t('title'), text())}>
          {t('print')}
        </Button>
      </Group>
      <Text size="sm" role="status" c={copyState === 'failed' ? 'red.9' : undefined} mih="1.4em">
        {copyState === 'copied' ? t('copied') : copyState === 'failed' ? t('copyFailed') : ''}
      </Text>
      <Checkbox
        label={t('saved')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
      />
      <Button onClick={onDone} disabled={!saved} fullWidth>
        {t('continue')}
      </Button>
    </Stack>
  );
}
