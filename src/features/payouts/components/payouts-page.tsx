import { useState } from 'react';
import { useCreateRequest } from '../../../lib/create-request.ts';
import { Anchor, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { formatCount } from '../../../lib/count.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { useT } from '../../../i18n/translate.ts';
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
import type { PayoutFilters } from '../filters.ts';
import { PayoutFilterBar, TALL_SELECT } from './payout-filter-bar.tsx';
import { SaveViewButton } from '../../../components/saved-views/save-view-button.tsx';
import { savedViewFilters } from '../../../lib/saved-views/paths.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { AvailableAmounts } from './available-amounts.tsx';
import { payoutsMessages, type PayoutsT } from '../messages/index.ts';
import './styles.ts';
import { Money } from '../../../components/money.tsx';

interface PayoutsPageProps {
  scope: SessionScope;
  search: PayoutSearch & PayoutFilters;
  /** the role may create payouts (owner, admin; masters): otherwise no create button is ever shown */
  canCreate: boolean;
  /** `?new=1`: the create dialog opens at once (the command palette's "New payout") */
  createRequested?: boolean;
  onCreateRequestHandled?: () => void;
  /** who the payout would be for; `pick` when a master views all organizations and must choose one first */
  organization: PayoutOrganization;
  onSearchChange: (search: Partial<PayoutSearch & PayoutFilters>) => void;
}

function columns(currencies: readonly Currency[], t: PayoutsT): Column<Payout>[] {
  return [
    { key: 'status', header: t('columnStatus'), render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'net',
      header: t('columnNetAmount'),
      numeric: true,
      render: (row) => <Money amount={row.netAmount} currency={row.currency} currencies={currencies} />,
    },
    { key: 'currency', header: t('columnCurrency'), render: (row) => row.currency },
    {
      key: 'period',
      header: t('columnPeriod'),
      render: (row) => t('dateRange', { start: formatUtcDay(row.startDate), end: formatUtcDay(row.endDate) }),
    },
    {
      key: 'created',
      header: t('columnCreated'),
      render: (row) => (
        <Anchor component={Link} to={payoutPath(row._id)} size="sm" className="bo-touch-link">
          {formatDayMonthUtc(row.createdAt)}
        </Anchor>
      ),
    },
  ];
}

/** The organization's payouts, newest first, with what is available to pay out and a reviewed creation. */
export function PayoutsPage(props: PayoutsPageProps) {
  const { scope, search, canCreate, organization, onSearchChange } = props;
  const t = useT(payoutsMessages);
  const api = useApiClient();
  const { data, dataUpdatedAt } = useSuspenseQuery(payoutsQueryOptions(api, scope, search));
  const balances = useSuspenseQuery(availableQueryOptions(api, scope)).data;
  const currencies = useSuspenseQuery(currenciesQueryOptions(api, scope)).data;
  const filtered = search.status !== undefined || search.currency !== undefined;
  // null: closed; otherwise the currency the dialog starts with ('' = the first with something to pay)
  const [creating, setCreating] = useState<string | null>(null);
  useCreateRequest(
    canCreate && !!props.createRequested,
    () => setCreating(''),
    () => props.onCreateRequestHandled?.(),
  );
  const newPayout = canCreate && (
    <OnlineOnlyButton action={t('creatingPayout')} onClick={() => setCreating('')}>
      {t('newPayout')}
    </OnlineOnlyButton>
  );

  return (
    <Container size="lg" py="lg" px={0} className="bo-payouts">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text size="sm">{t('totalResults', { countText: formatCount(data.totalResults) })}</Text>
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
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Title order={2} size="h4">
              {t('history')}
            </Title>
            <SaveViewButton
              list="payouts"
              filters={() =>
                savedViewFilters('payouts', { status: search.status, currency: search.currency })
              }
            />
          </Group>
          {/* the filters on one row, even at 390 px: the first payout stays on the first screen */}
          <PayoutFilterBar
            filters={search}
            currencies={currencies}
            onChange={(filters) => onSearchChange({ ...filters, page: 1 })}
          >
            <NativeSelect
              label={t('perPage')}
              styles={TALL_SELECT}
              value={String(search.limit)}
              data={PAYOUT_PAGE_SIZES.map(String)}
              onChange={(event) => onSearchChange({ limit: Number(event.currentTarget.value), page: 1 })}
            />
          </PayoutFilterBar>
          {data.payouts.length === 0 ? (
            <EmptyState
              order={3}
              title={
                search.page > 1 && data.totalPages > 0
                  ? t('noPageTitle', { page: search.page })
                  : filtered
                    ? t('noMatchTitle')
                    : t('emptyTitle')
              }
              description={
                search.page > 1 && data.totalPages > 0
                  ? t('noPageDescription', {
                      count: data.totalPages,
                      countText: formatCount(data.totalPages),
                    })
                  : filtered
                    ? t('noMatchBody')
                    : canCreate
                      ? t('emptyCanCreate')
                      : t('emptyCannotCreate')
              }
              action={
                search.page > 1 && data.totalPages > 0 ? (
                  <Button variant="default" onClick={() => onSearchChange({ page: data.totalPages })}>
                    {t('goToPage', { page: data.totalPages })}
                  </Button>
                ) : filtered ? (
                  <Button
                    variant="default"
                    onClick={() => onSearchChange({ status: undefined, currency: undefined, page: 1 })}
                  >
                    {t('clearFilters')}
                  </Button>
                ) : (
                  newPayout || undefined
                )
              }
            />
          ) : (
            <ResponsiveTable
              label={t('title')}
              columns={columns(currencies, t)}
              rows={data.payouts}
              rowKey={(row) => row._id}
            />
          )}
          {data.totalPages > 1 && search.page <= data.totalPages && (
            <Group component="nav" aria-label={t('pagesLabel')} justify="space-between" gap="sm">
              <Text size="sm">{t('pageOf', { page: search.page, total: data.totalPages })}</Text>
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
