import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, VisuallyHidden } from '@mantine/core';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { isApiError } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import { Money } from '../../../components/money.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { enumLabel } from '../../../lib/enum-label.ts';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { TransactionRowsSkeleton } from '../components/transactions-list.tsx';
import { disputeDeadline } from './deadline.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { hasDeadlineAhead } from './calendar.ts';
import { disputesMessages } from './messages/index.ts';
import { DISPUTE_STATUSES } from '../view-search.ts';
import { disputesQueryOptions, type Dispute, type DisputeStatus } from './queries.ts';
import { formatCount } from '../../../lib/count.ts';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';

const DISPUTE_PAGE_SIZE = 10;

interface DisputesTabProps {
  scope: SessionScope;
  page: number;
  status: DisputeStatus | undefined;
  currencies: readonly CurrencyPrecision[] | undefined;
  onChange: (patch: { disputePage?: number; disputeStatus?: DisputeStatus | undefined }) => void;
}

/** The countdowns move on by themselves: "now" is read again every minute. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function Deadline({ dispute, now }: { dispute: Dispute; now: Date }) {
  const t = useT(transactionsMessages);
  const countdown = disputeDeadline(dispute, now);
  return (
    <span
      className={
        countdown.tone === 'urgent' || countdown.tone === 'overdue' ? 'tx-deadline-urgent' : undefined
      }
      title={t('respondByDate', { date: formatDayMonthUtc(dispute.dueBy) ?? dispute.dueBy })}
    >
      {countdown.label}
    </span>
  );
}

/**
 * The disputes in scope (GET /v1/dispute, extension), a page at a time: status, amount, reason, the payment
 * (a link to its detail) and the response deadline as a countdown, red under 48 hours.
 */
export function DisputesTab({ scope, page, status, currencies, onChange }: DisputesTabProps) {
  const t = useT(transactionsMessages);
  const tDisputes = useT(disputesMessages);
  const api = useApiClient();
  const now = useNow();
  const query = useQuery(disputesQueryOptions(api, scope, { page, limit: DISPUTE_PAGE_SIZE, status }));
  const { data } = query;

  const columns: Column<Dispute>[] = [
    { key: 'status', header: t('columnStatus'), render: (d) => <StatusBadge status={d.status} /> },
    {
      key: 'amount',
      header: t('columnAmount'),
      numeric: true,
      render: (d) => <Money amount={d.amount} currency={d.currency} currencies={currencies} />,
    },
    // the provider's reason, as data (a code such as "product_not_received" made readable)
    { key: 'reason', header: t('columnReason'), render: (d) => enumLabel(d.reason) },
    {
      key: 'payment',
      header: t('columnPayment'),
      render: (d) => (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link {...props} to="/manage/transactions/$paymentId" params={{ paymentId: d.paymentId }} />
          )}
        >
          {d.paymentId}
        </Anchor>
      ),
    },
    { key: 'deadline', header: t('columnRespondBy'), render: (d) => <Deadline dispute={d} now={now} /> },
    { key: 'opened', header: t('columnOpened'), render: (d) => formatDayMonthUtc(d.createdAt) },
    {
      key: 'calendar',
      header: tDisputes('columnCalendar'),
      actions: true,
      // only a deadline still ahead can go into a calendar
      render: (d) =>
        hasDeadlineAhead(d, now) ? <AddToCalendarButton dispute={d} currencies={currencies} /> : null,
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label={t('disputeStatus')}
          w={200}
          value={status ?? ''}
          data={[
            { value: '', label: t('allStatuses') },
            ...DISPUTE_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
          ]}
          onChange={(event) =>
            onChange({
              disputeStatus: (event.currentTarget.value || undefined) as DisputeStatus | undefined,
              disputePage: 1,
            })
          }
        />
        {data && (
          <Text size="sm" aria-live="polite">
            {t('disputeCount', { count: data.totalResults, countText: formatCount(data.totalResults) })}
          </Text>
        )}
      </Group>
      {!data ? (
        query.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('disputesLoadFailedTitle')}>
            <Text size="sm" mb="sm">
              {isApiError(query.error) ? query.error.message : t('somethingWentWrong')}
            </Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : (
          <>
            <VisuallyHidden role="status">{t('loadingDisputes')}</VisuallyHidden>
            <TransactionRowsSkeleton />
          </>
        )
      ) : data.results.length === 0 ? (
        <EmptyState
          title={status || page > 1 ? t('noDisputeMatchesTitle') : t('noDisputesTitle')}
          description={status || page > 1 ? t('noDisputeMatchesDescription') : t('noDisputesDescription')}
        />
      ) : (
        <div className={query.isPlaceholderData && query.isFetching ? 'tx-busy' : undefined}>
          <ResponsiveTable
            label={t('disputesLabel')}
            columns={columns}
            rows={data.results}
            rowKey={(d) => d._id}
          />
        </div>
      )}
      {data && data.totalPages > 1 && (
        <nav aria-label={t('disputePagesNavigation')}>
          <PagePagination
            total={data.totalPages}
            value={Math.min(page, data.totalPages)}
            onChange={(next) => onChange({ disputePage: next })}
            size="sm"
          />
        </nav>
      )}
    </Stack>
  );
}
