import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { registerScopeChangeGuard } from '../../../lib/scope-change-guard.ts';

/**
 * While `dirty`, leaving the screen asks first: another screen of the app (the router's blocker, with a
 * dialog), a switch of organization or environment in the header (which would replace the form's data), or
 * closing or reloading the tab (the browser's own prompt).
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
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
      title={switching ? 'Switch without saving?' : 'Leave without saving?'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">Your changes to the payment configuration have not been saved and will be lost.</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => answer(false)} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => answer(true)}>
          {switching ? 'Switch without saving' : 'Leave without saving'}
        </Button>
      </Group>
    </Modal>
  );
}
