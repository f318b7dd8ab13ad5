import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { failureMessage } from '../../../lib/form.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { formatCount } from '../../../lib/count.ts';
import { enumLabel } from '../../../lib/enum-label.ts';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { useT } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import type { Currency } from '../queries.ts';
import {
  previewDisputesQueryOptions,
  previewPaymentsQueryOptions,
  previewRefundsQueryOptions,
  type PayoutChoice,
} from './queries.ts';
import { Section } from './preview-section.tsx';
import { Money } from '../../../components/money.tsx';

interface PreviewContentsProps {
  scope: SessionScope;
  choice: PayoutChoice;
  currencies: readonly Currency[];
  paymentCount: number;
}

/** One line of a preview list: what it is at the start, its amount at the end, its date beneath. */
function Line({ title, amount, detail }: { title: string; amount: ReactNode; detail: ReactNode }) {
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </li>
  );
}

/** A list's loading, failure (with Try again) and empty states, then its lines. */
function Loaded<T>({
  query,
  empty,
  none,
  children,
}: {
  query: UseQueryResult<T>;
  empty: (data: T) => boolean;
  /** what an empty list says */
  none: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT(payoutsMessages);
  if (query.isPending) return <Loader size="xs" role="progressbar" aria-label={t('loadingList')} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Text size="sm">{failureMessage(query.error)}</Text>
        <Button size="xs" variant="default" mt={6} onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  if (empty(query.data)) return <Text size="sm">{none}</Text>;
  return <>{children(query.data)}</>;
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function PaymentsList({ scope, choice, currencies }: Omit<PreviewContentsProps, 'paymentCount'>) {
  const t = useT(payoutsMessages);
  const api = useApiClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...previewPaymentsQueryOptions(api, scope, choice, page),
    placeholderData: (previous) => previous,
  });
  return (
    <Loaded query={query} empty={(data) => data.results.length === 0} none={t('noPaymentsToInclude')}>
      {(data) => (
        <Stack gap="xs">
          <Stack component="ul" gap="xs" style={listStyle} aria-label={t('includedPayments')}>
            {data.results.map((payment) => (
              <Line
                key={payment._id}
                title={`${payment.title} · ${payment.paymentId}`}
                amount={
                  <Money
                    amount={payment.capturedAmount}
                    currency={payment.currency}
                    currencies={currencies}
                  />
                }
                detail={formatDayMonthUtc(payment.createdAt)}
              />
            ))}
          </Stack>
          {data.totalPages > 1 && (
            <Group justify="space-between" gap="xs">
              <Text size="xs">{t('pageOf', { page, total: data.totalPages })}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('previous')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={page >= data.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('next')}
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      )}
    </Loaded>
  );
}

function RefundsList({ scope, choice, currencies }: Omit<PreviewContentsProps, 'paymentCount'>) {
  const t = useT(payoutsMessages);
  const api = useApiClient();
  const query = useQuery(previewRefundsQueryOptions(api, scope, choice));
  return (
    <Loaded query={query} empty={(data) => data.length === 0} none={t('noRefundsToDeduct')}>
      {(data) => (
        <Stack component="ul" gap="xs" style={listStyle} aria-label={t('deductedRefunds')}>
          {data.map((refund) => (
            <Line
              key={refund._id}
              title={t('refundLine', { paymentId: refund.paymentId, status: statusLabel(refund.status) })}
              amount={<Money amount={refund.amount} currency={refund.currency} currencies={currencies} />}
              detail={formatDayMonthUtc(refund.createdAt)}
            />
          ))}
        </Stack>
      )}
    </Loaded>
  );
}

function DisputesList({ scope, choice, currencies }: Omit<PreviewContentsProps, 'paymentCount'>) {
  const t = useT(payoutsMessages);
  const api = useApiClient();
  const query = useQuery(previewDisputesQueryOptions(api, scope, choice));
  return (
    <Loaded query={query} empty={(data) => data.length === 0} none={t('noDisputesToDeduct')}>
      {(data) => (
        <Stack component="ul" gap="xs" style={listStyle} aria-label={t('deductedDisputes')}>
          {data.map((dispute) => (
            <Line
              key={dispute._id}
              title={t('disputeLine', { paymentId: dispute.paymentId, reason: enumLabel(dispute.reason) })}
              amount={<Money amount={dispute.amount} currency={dispute.currency} currencies={currencies} />}
              detail={formatDayMonthUtc(dispute.createdAt)}
            />
          ))}
        </Stack>
      )}
    </Loaded>
  );
}

/**
 * What the payout would contain, as sections the user opens: the included payments (a page at a time), the
 * refunds and the lost disputes it deducts. Each list is read from the provider when its section first opens.
 */
export function PreviewContents({ paymentCount, ...props }: PreviewContentsProps) {
  const t = useT(payoutsMessages);
  return (
    <Stack gap="xs">
      <Section title={t('includedPaymentsCount', { countText: formatCount(paymentCount) })}>
        {() => <PaymentsList {...props} />}
      </Section>
      <Section title={t('deductedRefunds')}>{() => <RefundsList {...props} />}</Section>
      <Section title={t('deductedDisputes')}>{() => <DisputesList {...props} />}</Section>
    </Stack>
  );
}
