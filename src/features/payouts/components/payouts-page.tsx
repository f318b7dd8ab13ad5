import { useState } from 'react';
import { Anchor, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { CreatePayoutDialog, type PayoutOrganization } from '../create/create-payout-dialog.tsx';
import { formatUtcDay, payoutPath } from '../model.ts';
import {
  availableQueryOptions,
  currenciesQueryOptions,
  payoutsQueryOptions,
  type Currency,
  type Payout,
} from '../queries.ts';
import { PAYOUT_PAGE_SIZES, type PayoutSearch } from '../search.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { AvailableAmounts } from './available-amounts.tsx';
import './styles.ts';

interface PayoutsPageProps {
  scope: SessionScope;
  search: PayoutSearch;
  /** the role may create payouts (owner, admin; masters): otherwise no create button is ever shown */
  canCreate: boolean;
  /** who the payout would be for; `pick` when a master views all organizations and must choose one first */
  organization: PayoutOrganization;
  onSearchChange: (search: Partial<PayoutSearch>) => void;
}

function columns(currencies: readonly Currency[]): Column<Payout>[] {
  return [
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'net',
      header: 'Net amount',
      numeric: true,
      render: (row) => formatMoney(toDecimal(row.netAmount), row.currency, currencies),
    },
    { key: 'currency', header: 'Currency', render: (row) => row.currency },
    {
      key: 'period',
      header: 'Period',
      render: (row) => `${formatUtcDay(row.startDate)} – ${formatUtcDay(row.endDate)}`,
    },
    {
      key: 'created',
      header: 'Created',
      render: (row) => (
        <Anchor component={Link} to={payoutPath(row._id)} size="sm" className="bo-touch-link">
          {formatDayMonthUtc(row.createdAt)}
        </Anchor>
      ),
    },
  ];
}

/** The organization's payouts, newest first, with what is available to pay out and a reviewed creation. */
export function PayoutsPage({ scope, search, canCreate, organization, onSearchChange }: PayoutsPageProps) {
  const api = useApiClient();
  const { data, dataUpdatedAt } = useSuspenseQuery(payoutsQueryOptions(api, scope, search));
  const balances = useSuspenseQuery(availableQueryOptions(api, scope)).data;
  const currencies = useSuspenseQuery(currenciesQueryOptions(api, scope)).data;
  // null: closed; otherwise the currency the dialog starts with ('' = the first with something to pay)
  const [creating, setCreating] = useState<string | null>(null);
  const newPayout = canCreate && (
    <OnlineOnlyButton action="Creating a payout" onClick={() => setCreating('')}>
      New payout
    </OnlineOnlyButton>
  );

  return (
    <Container size="lg" py="lg" px={0} className="bo-payouts">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              Payouts
            </Title>
            <Text size="sm">{data.totalResults} in all</Text>
            <DataAsOf updatedAt={dataUpdatedAt} />
          </div>
          {newPayout}
        </Group>
        <AvailableAmounts
          balances={balances}
          currencies={currencies}
          onPayOut={canCreate ? (currency) => setCreating(currency) : undefined}
        />
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Title order={2} size="h4">
              Payout history
            </Title>
            <NativeSelect
              label="Per page"
              size="xs"
              w={96}
              value={String(search.limit)}
              data={PAYOUT_PAGE_SIZES.map(String)}
              onChange={(event) => onSearchChange({ limit: Number(event.currentTarget.value), page: 1 })}
            />
          </Group>
          {data.payouts.length === 0 ? (
            <EmptyState
              order={3}
              title={
                search.page > 1 && data.totalPages > 0 ? `There is no page ${search.page}` : 'No payouts yet'
              }
              description={
                search.page > 1 && data.totalPages > 0
                  ? `The list has ${data.totalPages} ${data.totalPages === 1 ? 'page' : 'pages'}.`
                  : canCreate
                    ? 'A payout sends the unpaid successful payments of one currency, less refunds, lost disputes and the fee.'
                    : 'Owners and admins of the organization can create payouts.'
              }
              action={
                search.page > 1 && data.totalPages > 0 ? (
                  <Button variant="default" onClick={() => onSearchChange({ page: data.totalPages })}>
                    Go to page {data.totalPages}
                  </Button>
                ) : (
                  newPayout || undefined
                )
              }
            />
          ) : (
            <ResponsiveTable
              label="Payouts"
              columns={columns(currencies)}
              rows={data.payouts}
              rowKey={(row) => row._id}
            />
          )}
          {data.totalPages > 1 && search.page <= data.totalPages && (
            <Group component="nav" aria-label="Payout pages" justify="space-between" gap="sm">
              <Text size="sm">
                Page {search.page} of {data.totalPages}
              </Text>
              <PagePagination
                total={data.totalPages}
                value={search.page}
                onChange={(page) => onSearchChange({ page })}
              />
            </Group>
          )}
        </Stack>
      </Stack>
      {canCreate && creating !== null && (
        <CreatePayoutDialog
          scope={scope}
          currencies={currencies}
          balances={balances}
          initialCurrency={creating}
          organization={organization}
          onClose={() => setCreating(null)}
        />
      )}
    </Container>
  );
}
