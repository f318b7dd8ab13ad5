import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { registerScopeChangeGuard } from '../../lib/scope-change-guard.ts';
import { useT } from '../../i18n/translate.ts';
import { leaveGuardMessages } from './messages/index.ts';

/**
 * While `dirty`, leaving the screen asks first: another screen of the app (the router's blocker, with a
 * dialog), a switch of organization or environment in the header (which would replace the form's data), or
 * closing or reloading the tab (the browser's own prompt). `message` says what would be lost, in the screen's words
 * ("Your changes to the payment configuration have not been saved and will be lost.").
 */
export function LeaveGuard({ dirty, message }: { dirty: boolean; message: string }) {
  const t = useT(leaveGuardMessages);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  // the header's switch waiting for the answer
  const [scopeSwitch, setScopeSwitch] = useState<((allowed: boolean) => void) | null>(null);
  useEffect(() => {
    if (!dirty) return;
    return registerScopeChangeGuard(() => new Promise<boolean>((resolve) => setScopeSwitch(() => resolve)));
  }, [dirty]);

  const answer = (leave: boolean) => {
    if (scopeSwitch) {
      scopeSwitch(leave);
      setScopeSwitch(null);
    } else if (leave) blocker.proceed?.();
    else blocker.reset?.();
  };
  const switching = scopeSwitch !== null;
  return (
    <Modal
      opened={switching || blocker.status === 'blocked'}
      onClose={() => answer(false)}
      title={switching ? t('switchTitle') : t('leaveTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => answer(false)} data-autofocus>
          {t('stay')}
        </Button>
        <Button color="red" onClick={() => answer(true)}>
          {switching ? t('switchConfirm') : t('leaveConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
