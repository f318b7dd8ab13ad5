import { Button, Stack, Text } from '@mantine/core';
import { failureMessage } from '../../../lib/form.ts';
import { useTurnOnPayoutAlerts } from '../mutations.ts';
import { usePayoutAlertsState } from '../payout-alerts.ts';
import { useT } from '../../../i18n/translate.ts';
import { notificationsMessages } from '../messages/index.ts';

/** The message that says each settled state in words. */
const STATE_TEXT = {
  on: 'alertsOn',
  blocked: 'alertsBlocked',
  unsupported: 'alertsUnsupported',
} as const;

/**
 * "Turn on payout alerts": a system notification for each payout event, even with the app closed. Permission
 * is asked only from this button's click, never on page load; once on (or blocked by the browser, or not
 * supported here) the state is said in words. `compact` for the bell's panel, where only the button and
 * what stops it are shown.
 */
export function PayoutAlerts({ compact = false }: { compact?: boolean }) {
  const t = useT(notificationsMessages);
  const { state, refresh } = usePayoutAlertsState();
  const turnOn = useTurnOnPayoutAlerts();
  const failure = failureMessage(turnOn.error);

  if (state === 'checking') return null;
  if (state !== 'off')
    return compact && state !== 'blocked' ? null : (
      <Text size="sm" c={state === 'on' ? undefined : 'dimmed'} data-payout-alerts={state}>
        {t(compact ? 'alertsBlockedShort' : STATE_TEXT[state])}
      </Text>
    );
  return (
    <Stack gap={4} align="flex-start" data-payout-alerts="off">
      {!compact && (
        <Text size="sm" c="dimmed">
          {t('alertsDescription')}
        </Text>
      )}
      <Button
        size={compact ? 'compact-sm' : 'sm'}
        variant={compact ? 'light' : 'filled'}
        loading={turnOn.isPending}
        onClick={() => {
          // asked here, in the click itself: browsers only ask from a user gesture
          const permission = Notification.requestPermission();
          turnOn.mutate(permission, { onSettled: refresh });
        }}
      >
        {t('alertsTurnOn')}
      </Button>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
