import { useState } from 'react';
import { Button, Container, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { useT } from '../../../i18n/translate.ts';
import { formatCount } from '../../../lib/count.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { onRampMessages, type OnRampMessage } from '../messages/index.ts';
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
import { Money } from '../../../components/money.tsx';

interface OnRampPageProps {
  scope: SessionScope;
  search: OnRampSearch;
  /** the role may create requests (owner, admin; masters): otherwise no "New request" is offered */
  canCreate: boolean;
  onSearchChange: (search: Partial<OnRampSearch>) => void;
}

/** The table's columns, their headers in the language spoken now (`t`, the page's). */
function columns(
  currencies: readonly Currency[],
  t: (key: OnRampMessage) => string,
): Column<OnRampRequest>[] {
  return [
    { key: 'status', header: t('columnStatus'), render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'fiat',
      header: t('columnPays'),
      numeric: true,
      render: (row) => <Money amount={row.fiatAmount} currency={row.fiatCurrency} currencies={currencies} />,
    },
    {
      key: 'crypto',
      header: t('columnReceives'),
      numeric: true,
      render: (row) =>
        row.cryptoAmount === null || row.cryptoAmount === undefined ? (
          <>
            {row.cryptoCurrency}{' '}
            <Text span size="xs" c="dimmed">
              {row.status === 'pending' ? t('amountOnCompletion') : t('notDelivered')}
            </Text>
          </>
        ) : (
          <Money amount={row.cryptoAmount} currency={row.cryptoCurrency} currencies={currencies} />
        ),
    },
    {
      key: 'wallet',
      header: t('columnWallet'),
      render: (row) => (
        <Text span size="sm" ff="monospace" title={row.walletAddress}>
          {shortAddress(row.walletAddress)}
        </Text>
      ),
    },
    { key: 'date', header: t('columnRequested'), render: (row) => formatDayMonthUtc(row.createdAt) },
  ];
}

/** The organization's requests to turn fiat into crypto, filtered by status, a page at a time. */
export function OnRampPage({ scope, search, canCreate, onSearchChange }: OnRampPageProps) {
  const t = useT(onRampMessages);
  const api = useApiClient();
  const { data } = useSuspenseQuery(onRampRequestsQueryOptions(api, scope, search));
  const currencies = useSuspenseQuery(currenciesQueryOptions(api, scope)).data;
  const [creating, setCreating] = useState(false);
  const newRequest = canCreate && <Button onClick={() => setCreating(true)}>{t('newRequest')}</Button>;

  return (
    <Container size="lg" py="lg" px={0} className="bo-onramp">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text size="sm">{t('totalCount', { count: formatCount(data.totalResults) })}</Text>
          </div>
          {newRequest}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('status')}
            w={180}
            value={search.status ?? ''}
            data={[
              { value: '', label: t('allStatuses') },
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
            label={t('perPage')}
            w={96}
            value={String(search.limit)}
            data={ON_RAMP_PAGE_SIZES.map(String)}
            onChange={(event) => onSearchChange({ limit: Number(event.currentTarget.value), page: 1 })}
          />
        </Group>
        {data.results.length === 0 ? (
          <EmptyState
            title={search.status ? t('emptyStatusTitle', { status: search.status }) : t('emptyTitle')}
            description={
              search.page > 1 && data.totalPages > 0
                ? t('noSuchPage', { page: formatCount(search.page) })
                : canCreate
                  ? t('emptyCanCreate')
                  : t('emptyCannotCreate')
            }
            action={
              search.page > 1 && data.totalPages > 0 ? (
                <Button variant="default" onClick={() => onSearchChange({ page: data.totalPages })}>
                  {t('goToPage', { page: formatCount(data.totalPages) })}
                </Button>
              ) : (
                newRequest || undefined
              )
            }
          />
        ) : (
          <ResponsiveTable
            label={t('title')}
            columns={columns(currencies, t)}
            rows={data.results}
            rowKey={(row) => row._id}
          />
        )}
        {data.totalPages > 1 && search.page <= data.totalPages && (
          <Group component="nav" aria-label={t('pagesLabel')} justify="space-between" gap="sm">
            <Text size="sm">
              {t('pageOf', { page: formatCount(search.page), total: formatCount(data.totalPages) })}
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
        title={t('newRequestTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <div className="bo-onramp">
          <NewOnRampRequestForm currencies={currencies} onDone={() => setCreating(false)} />
        </div>
      </Modal>
    </Container>
  );
}
