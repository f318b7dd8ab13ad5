import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Money } from '../../../components/money.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { RichText } from '../../../i18n/rich-text.tsx';
import { useT } from '../../../i18n/translate.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import { isStatusName } from '../../../lib/status-vocabulary.ts';
import { digestMessages } from '../messages/index.ts';
import type { Digest } from '../queries.ts';
import { PaymentLink, PayoutLink } from './digest-links.tsx';

interface SectionProps {
  digest: Digest;
  currencies: readonly CurrencyPrecision[] | undefined;
  inScope: boolean;
}

/** A titled part of the digest, with what it says when it has nothing. */
function DigestSection(props: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id} mb="xs">
        {props.title}
      </Title>
      {props.empty === null ? (
        props.children
      ) : (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
    </Paper>
  );
}

/** Volume and net per currency (never added across currencies): the net first, the answer to "how did we do". */
export function DigestTotals({ digest, currencies }: SectionProps) {
  const t = useT(digestMessages);
  return (
    <DigestSection
      id="digest-totals"
      title={t('totalsTitle')}
      empty={digest.currencies.length === 0 ? t('totalsEmpty') : null}
    >
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        aria-label={t('totalsLabel')}
        m={0}
        p={0}
      >
        {digest.currencies.map((total) => (
          <Paper
            key={total.currency}
            component="li"
            withBorder
            p="sm"
            radius="md"
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fw={700}>{total.currency}</Text>
              <Text size="xs" c="dimmed">
                {t('payments', { count: total.paymentCount })}
              </Text>
            </Group>
            <dl className="bo-digest-figures">
              <Text component="dt" fw={600}>
                {t('net')}
              </Text>
              <Text component="dd" fw={700} size="lg">
                <Money amount={total.net} currency={total.currency} currencies={currencies} />
              </Text>
              <Text component="dt" size="sm" c="dimmed">
                {t('volume')}
              </Text>
              <Text component="dd" size="sm">
                <Money amount={total.volume} currency={total.currency} currencies={currencies} />
              </Text>
              <Text component="dt" size="sm" c="dimmed">
                {t('refunded')}
              </Text>
              <Text component="dd" size="sm">
                <Money amount={total.refunded} currency={total.currency} currencies={currencies} />
              </Text>
            </dl>
          </Paper>
        ))}
      </SimpleGrid>
    </DigestSection>
  );
}

/** The disputes opened that day, the nearest deadline first, each opening its payment. */
export function DigestDisputes({ digest, currencies, inScope }: SectionProps) {
  const t = useT(digestMessages);
  return (
    <DigestSection
      id="digest-disputes"
      title={t('disputesTitle')}
      empty={digest.disputes.length === 0 ? t('disputesEmpty') : null}
    >
      <ul className="bo-digest-list" aria-labelledby="digest-disputes">
        {digest.disputes.map((dispute) => (
          <li key={dispute.disputeId}>
            <Stack gap={2}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <PaymentLink digest={digest} inScope={inScope} paymentId={dispute.paymentId}>
                  {t('disputeOn', { paymentId: dispute.paymentId })}
                </PaymentLink>
                <Text fw={600} size="sm">
                  <Money amount={dispute.amount} currency={dispute.currency} currencies={currencies} />
                </Text>
              </Group>
              <Group gap="xs" wrap="wrap">
                {isStatusName(dispute.status) && <StatusBadge status={dispute.status} />}
                <Text size="sm" fw={600}>
                  {t('respondBy', { date: formatDayMonthUtc(dispute.dueBy) ?? dispute.dueBy })}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {dispute.reason}
              </Text>
            </Stack>
          </li>
        ))}
      </ul>
    </DigestSection>
  );
}

/** The payouts scheduled that day and those paid or failed that day, each opening its payments. */
export function DigestPayouts({ digest, currencies, inScope }: SectionProps) {
  const t = useT(digestMessages);
  return (
    <DigestSection
      id="digest-payouts"
      title={t('payoutsTitle')}
      empty={digest.payouts.length === 0 ? t('payoutsEmpty') : null}
    >
      <ul className="bo-digest-list" aria-labelledby="digest-payouts">
        {digest.payouts.map((payout) => (
          <li key={payout.payoutId}>
            <Stack gap={2}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <PayoutLink digest={digest} inScope={inScope} payoutId={payout.payoutId}>
                  <RichText
                    text={t('payoutOf')}
                    parts={{
                      amount: () => (
                        <Money amount={payout.amount} currency={payout.currency} currencies={currencies} />
                      ),
                    }}
                  />
                </PayoutLink>
                {isStatusName(payout.status) && <StatusBadge status={payout.status} />}
              </Group>
              <Text size="xs" c="dimmed">
                {payout.settledAt
                  ? t('payoutSettled', {
                      status: payout.status === 'paid' ? 'paid' : 'failed',
                      date: formatDayMonthUtc(payout.settledAt) ?? payout.settledAt,
                    })
                  : t('payoutCreated', { date: formatDayMonthUtc(payout.createdAt) ?? payout.createdAt })}
              </Text>
            </Stack>
          </li>
        ))}
      </ul>
    </DigestSection>
  );
}
