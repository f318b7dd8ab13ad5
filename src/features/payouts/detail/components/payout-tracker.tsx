import { useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { SessionScope } from '../../../../session/scope-key.ts';
import type { PushAlerts } from '../push-alerts.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutDetailMessages } from '../messages/index.ts';
import type { PayoutDetail } from '../queries.ts';
import { isSettled } from '../tracker.ts';
import { useNow } from '../use-now.ts';
import { CryptoTransfer } from './crypto-transfer.tsx';
import { Moment } from './moment.tsx';
import { PayoutTimeline } from './payout-timeline.tsx';
import { WatchToggle } from './watch-toggle.tsx';

/**
 * Where the payout is on its way (issue 32's payout tracker): while it travels, when it should land and
 * "Notify me when it lands"; its timeline; for crypto, the transaction and its confirmations. The page reads
 * the payout again while it travels (queries.ts); its relative times move on every second meanwhile (every minute once settled).
 */
interface PayoutTrackerProps {
  scope: SessionScope;
  payout: PayoutDetail;
  pushAlerts: PushAlerts;
}

export function PayoutTracker({ scope, payout, pushAlerts }: PayoutTrackerProps) {
  const t = useT(payoutDetailMessages);
  const titleId = useId();
  const settled = isSettled(payout.status);
  const now = useNow(settled ? 60_000 : 1000);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('trackerTitle')}
        </Title>
        {!settled && (
          <Stack gap="sm">
            {payout.expectedArrival && (
              <div data-testid="expected-arrival">
                <Text size="sm" fw={600}>
                  {t('expectedArrival')}
                </Text>
                <Moment at={payout.expectedArrival} now={now} />
              </div>
            )}
            <WatchToggle scope={scope} payout={payout} pushAlerts={pushAlerts} />
          </Stack>
        )}
        <PayoutTimeline payout={payout} now={now} />
        {payout.currencyCategory === 'crypto' && <CryptoTransfer payout={payout} />}
      </Stack>
    </Paper>
  );
}
