import { Text, Timeline } from '@mantine/core';
import { statusLabel } from '../../../../lib/status-vocabulary.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutDetailMessages } from '../messages/index.ts';
import type { PayoutDetail } from '../queries.ts';
import { lastReached, type PayoutTimelineStep } from '../tracker.ts';
import { Moment } from './moment.tsx';

type Step = PayoutTimelineStep['step'];

/**
 * The payout's way, as the provider reports it: requested, reviewed, sent, then paid or failed, each with its
 * time once reached. The steps ahead are named too, so the user knows what comes next.
 */
export function PayoutTimeline({ payout, now }: { payout: PayoutDetail; now: number }) {
  const t = useT(payoutDetailMessages);
  const label = (step: Step) =>
    step === 'requested'
      ? t('stepRequested')
      : step === 'reviewed'
        ? t('stepReviewed')
        : step === 'sent'
          ? t('stepSent')
          : // the final steps are statuses: the status vocabulary's words, as everywhere else
            statusLabel(step);
  // a failed payout was never sent: its sent step is over, not ahead
  const unreached = (step: Step) =>
    step === 'sent' && payout.status === 'failed' ? t('notSent') : t('notYet');
  return (
    <Timeline
      active={lastReached(payout.timeline)}
      bulletSize={14}
      lineWidth={2}
      data-testid="payout-timeline"
    >
      {payout.timeline.map(({ step, at }) => (
        <Timeline.Item
          key={step}
          title={label(step)}
          color={step === 'failed' ? 'red' : undefined}
          data-step={step}
          data-reached={at ? 'true' : 'false'}
        >
          {at ? (
            <Moment at={at} now={now} />
          ) : (
            <Text size="xs" c="dimmed">
              {unreached(step)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
