import { Stack, Text } from '@mantine/core';
import { IconBell } from '../../../../components/icons.tsx';
import { OnlineOnlyButton } from '../../../../components/online-only-button.tsx';
import type { SessionScope } from '../../../../session/scope-key.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutDetailMessages } from '../messages/index.ts';
import type { PushAlerts } from '../push-alerts.ts';
import type { PayoutDetail } from '../queries.ts';
import { useWatchPayout } from '../watch.ts';

interface WatchToggleProps {
  scope: SessionScope;
  payout: PayoutDetail;
  pushAlerts: PushAlerts;
}

/**
 * "Notify me when it lands": a toggle (aria-pressed) that asks the provider for this payout's final push, shown
 * while the payout is on its way. Turning it on in a browser with no push subscription also turns push on here
 * the way the bell's "Turn on payout alerts" does (the permission asked in the click itself, then the
 * subscription sent to the provider); where the browser cannot or will not show notifications, the watch still
 * holds and the line under the button says the news will be in the bell.
 */
export function WatchToggle({ scope, payout, pushAlerts }: WatchToggleProps) {
  const t = useT(payoutDetailMessages);
  const watch = useWatchPayout(scope, payout._id);
  const watching = payout.watching;

  const toggle = () => {
    if (!watching && pushAlerts.state === 'off') pushAlerts.turnOn();
    watch.mutate(!watching);
  };

  const note = !watching
    ? t('notifyHint')
    : pushAlerts.state === 'on'
      ? t('notifyOn')
      : pushAlerts.state === 'blocked' || pushAlerts.state === 'unsupported'
        ? t('notifyInBell')
        : null;
  return (
    <Stack gap={4} align="flex-start" data-testid="watch-payout">
      <OnlineOnlyButton
        action={t('notifyAction')}
        size="sm"
        variant={watching ? 'filled' : 'default'}
        leftSection={<IconBell size={16} />}
        loading={watch.isPending}
        onClick={toggle}
        aria-pressed={watching}
        className="bo-thumb-target"
      >
        {t('notifyMe')}
      </OnlineOnlyButton>
      {note && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {note}
        </Text>
      )}
      {/* a browser that refused is said above (blocked); this is a subscription that could not be made */}
      {watching && pushAlerts.state === 'off' && pushAlerts.failure && (
        <Text size="xs" c="red" role="alert">
          {pushAlerts.failure}
        </Text>
      )}
    </Stack>
  );
}
