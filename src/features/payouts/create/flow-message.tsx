import { Alert, Button, Text } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import type { CreateFlow } from './use-create-flow.ts';

/**
 * What the review says about where the payout stands: checking, unknown, refused (in the provider's words when
 * it gave some), offline, unreachable, not created.
 */
export function FlowMessage({ flow, onCheckAgain }: { flow: CreateFlow; onCheckAgain: () => void }) {
  const t = useT(payoutsMessages);
  switch (flow.phase) {
    case 'checking':
      return (
        <Alert color="yellow" variant="light" role="status">
          {t('checking')}
        </Alert>
      );
    case 'unknown':
      return (
        <Alert color="yellow" variant="light" role="alert" title={t('unknownTitle')}>
          <Text size="sm">{t('unknownBody')}</Text>
          <Button size="xs" variant="default" mt={6} onClick={onCheckAgain}>
            {t('checkAgain')}
          </Button>
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="red" variant="light" role="alert">
          {flow.message ?? t('refused')}
        </Alert>
      );
    case 'ready':
      if (flow.notice === 'offline')
        return (
          <Alert color="red" variant="light" role="alert">
            {t('offlineNotSent')}
          </Alert>
        );
      if (flow.notice === 'unreachable')
        return (
          <Alert color="red" variant="light" role="alert">
            {t('unreachable')}
          </Alert>
        );
      if (flow.notice === 'not-created')
        return (
          <Alert color="yellow" variant="light" role="alert">
            {t('notCreated')}
          </Alert>
        );
      return null;
    default:
      return null;
  }
}
