import { useState } from 'react';
import { Button, Container, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { shortAddress } from '../model.ts';
import {
  currenciesQueryOptions,
  onRampRequestsQueryOptions,
  type Currency,
  type OnRampRequest,
} from '../queries.ts';
import { ON_RAMP_PAGE_SIZES, ON_RAMP_STATUSES, type OnRampSearch, type OnRampStatus } from '../search.ts';
import { NewOnRampRequestForm } from './new-onramp-request-form.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import './styles.ts';

interface OnRampPageProps {
  scope: SessionScope;
  search: OnRampSearch;
  /** the role may create requests (owner, admin; masters): otherwise no "New request" is offered */
  canCreate: boolean;
  onSearchChange: (search: Partial<OnRampSearch>) => void;
}

function columns(currencies: readonly Currency[]): Column<OnRampRequest>[] {
  return [
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'fiat',
      header: 'Pays',
      numeric: true,
      render: (row) => formatMoney(toDecimal(row.fiatAmount), row.fiatCurrency, currencies),
    },
    {
      key: 'crypto',
      header: 'Receives',
      numeric: true,
      render: (row) =>
        row.cryptoAmount === null || row.cryptoAmount === undefined ? (
          <>
            {row.cryptoCurrency}{' '}
            <Text span size="xs" c="dimmed">
              {row.status === 'pending' ? '(amount on completion)' : '(not delivered)'}
            </Text>
          </>
        ) : (
          formatMoney(toDecimal(row.cryptoAmount), row.cryptoCurrency, currencies)
        ),
    },
    {
      key: 'wallet',
      header: 'Wallet',
      render: (row) => (
        <Text span size="sm" ff="monospace" title={row.walletAddress}>
          {shortAddress(row.walletAddress)}
        </Text>
      ),
    },
    { key: 'date', header: 'Requested', render: (row) => formatDayMonthUtc(row.createdAt) },
  ];
}

/** The organization's requests to turn fiat into crypto, filtered by status, a page at a time. */
export function OnRampPage({ scope, search, canCreate, onSearchChange }: OnRampPageProps) {
  const api = useApiClient();
  const { data } = useSuspenseQuery(onRampRequestsQueryOptions(api, scope, search));
  const currencies = useSuspenseQuery(currenciesQueryOptions(api, scope)).data;
  const [creating, setCreating] = useState(false);
  const newRequest = canCreate && <Button onClick={() => setCreating(true)}>New request</Button>;

  return (
    <Container size="lg" py="lg" px={0} className="bo-onramp">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              On-ramp requests
            </Title>
            <Text size="sm">{data.totalResults} in all</Text>
          </div>
          {newRequest}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Status"
            w={180}
            value={search.status ?? ''}
            data={[
              { value: '', label: 'All statuses' },
              ...ON_RAMP_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
            ]}
            // a new filter starts again from the first page
            onChange={(event) =>
              onSearchChange({
                status: (event.currentTarget.value || undefined) as OnRampStatus | undefined,
                page: 1,
              })
            }
          />
          <NativeSelect
            label="Per page"
            w={96}
            value={String(search.limit)}
            data={ON_RAMP_PAGE_SIZES.map(String)}
            onChange={(event) => onSearchChange({ limit: Number(event.currentTarget.value), page: 1 })}
          />
        </Group>
        {data.results.length === 0 ? (
          <EmptyState
            title={
              search.status
                ? `No ${statusLabel(search.status).toLowerCase()} requests`
                : 'No on-ramp requests yet'
            }
            description={
              search.page > 1 && data.totalPages > 0
                ? `There is no page ${search.page}.`
                : canCreate
                  ? 'A request turns the organization’s fiat into crypto sent to a wallet.'
                  : 'Owners and admins of the organization can create on-ramp requests.'
            }
            action={
              search.page > 1 && data.totalPages > 0 ? (
                <Button variant="default" onClick={() => onSearchChange({ page: data.totalPages })}>
                  Go to page {data.totalPages}
                </Button>
              ) : (
                newRequest || undefined
              )
            }
          />
        ) : (
          <ResponsiveTable
            label="On-ramp requests"
            columns={columns(currencies)}
            rows={data.results}
            rowKey={(row) => row._id}
          />
        )}
        {data.totalPages > 1 && search.page <= data.totalPages && (
          <Group component="nav" aria-label="On-ramp request pages" justify="space-between" gap="sm">
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
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title="New on-ramp request"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <div className="bo-onramp">
          <NewOnRampRequestForm currencies={currencies} onDone={() => setCreating(false)} />
        </div>
      </Modal>
    </Container>
  );
}
