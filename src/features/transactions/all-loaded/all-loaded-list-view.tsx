import './all-loaded-list.css';
import {
  useCallback,
  useMemo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useElementSize } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ScreenLoading } from '../../../components/screen-loading.tsx';
import { failureMessage } from '../../../lib/form.ts';
import { useSessionScope } from '../../../session/context.tsx';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { Transaction } from '../queries.ts';
import { currenciesQueryOptions } from '../reference-queries.ts';
import type { AllLoadedTransactionsProps } from '../all-loaded-list.tsx';
import { AllLoadedRow, layoutFor, ROW_HEIGHT, ROW_HEIGHT_NARROW } from './all-loaded-row.tsx';
import { allLoadedQueryOptions } from './all-loaded-query.ts';
import { formatCount } from '../../../lib/count.ts';
import { useLocale } from '../../../i18n/locale-store.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';

/** Rows rendered beyond each edge of the viewport, so a fast fling does not show blank space. */
const OVERSCAN = 6;
/** How close to the last loaded row the next page is asked for: about two screens ahead. */
const PREFETCH_ROWS = 40;

/**
 * Every transaction of the view loaded so far, in one virtualized list: pages of 100 are fetched as the
 * user nears the end, or all of them with "Load all" (cancellable), and only the rows in view (plus overscan)
 * exist in the DOM. A row opens its payment on click or Enter; arrow keys, Home and End move between rows.
 */
export default function AllLoadedTransactionsView({
  filters,
  sortField,
  sortOrder,
}: AllLoadedTransactionsProps) {
  const t = useT(transactionsMessages);
  const api = useApiClient();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const options = allLoadedQueryOptions(api, scope, { ...filters, sortField, sortOrder });
  const query = useInfiniteQuery(options);
  const currencies = useQuery(currenciesQueryOptions(api, scope)).data;
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  const pages = data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);
  const total = pages?.at(-1)?.totalResults ?? 0;

  const loadAll = useLoadAll(fetchNextPage, () => queryClient.cancelQueries({ queryKey: options.queryKey }));
  // fast paging: the next page is on its way before the user reaches the end of what is loaded
  const nearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const open = useCallback(
    (paymentId: string) => void navigate({ href: `/manage/transactions/${encodeURIComponent(paymentId)}` }),
    [navigate],
  );

  if (query.isPending) return <ScreenLoading />;
  if (query.isError && !data)
    return (
      <Alert color="red" variant="light" role="alert" title={t('loadFailedTitle')}>
        <Text size="sm" mb="sm">
          {failureMessage(query.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  if (rows.length === 0)
    return <EmptyState title={t('noTransactionsTitle')} description={t('noTransactionsDescription')} />;

  return (
    <div>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="sm" role="status" aria-live="polite" aria-atomic="true">
          {t('loadedCount', {
            loaded: rows.length,
            loadedText: formatCount(rows.length),
            totalText: formatCount(total),
          })}
        </Text>
        {loadAll.running ? (
          <Button size="xs" variant="default" onClick={loadAll.cancel}>
            {t('stopLoading')}
          </Button>
        ) : (
          hasNextPage && (
            <Button size="xs" variant="default" onClick={() => void loadAll.start()}>
              {t('loadAll')}
            </Button>
          )
        )}
      </Group>
      {query.isFetchNextPageError && (
        <Alert color="red" variant="light" role="alert" mb="xs" title={t('moreFailedTitle')}>
          <Text size="sm" mb="sm">
            {failureMessage(query.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void fetchNextPage()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      )}
      <VirtualTable rows={rows} total={total} currencies={currencies} onNearEnd={nearEnd} onOpen={open} />
    </div>
  );
}

interface VirtualTableProps {
  rows: readonly Transaction[];
  total: number;
  currencies: readonly CurrencyPrecision[] | undefined;
  onNearEnd: () => void;
  onOpen: (paymentId: string) => void;
}

/**
 * The table itself. It owns the virtualizer, so a scroll re-renders this component alone (the rows in view
 * and the spacer), never the toolbar above it.
 */
function VirtualTable({ rows, total, currencies, onNearEnd, onOpen }: VirtualTableProps) {
  const t = useT(transactionsMessages);
  // the memoised rows take the language as a prop: a change of language writes them again (dates, statuses)
  const locale: Locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const { ref: tableRef, width } = useElementSize();
  const layout = layoutFor(width);
  const rowHeight = layout === 'narrow' ? ROW_HEIGHT_NARROW : ROW_HEIGHT;
  // the app is not built with the React Compiler, so nothing memoises the virtualizer's functions
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // a scroll's new rows render in React's next batch rather than synchronously inside the scroll event
    useFlushSync: false,
  });
  // a new row height (the phone turned) changes every row's place
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const lastVisible = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastVisible >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [lastVisible, rows.length, onNearEnd]);

  // roving focus: one row is in the tab order; the arrow keys move it and bring it into view
  const [active, setActive] = useState(0);
  const focusAfterRender = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (row) {
      focusAfterRender.current = false;
      row.focus({ preventScroll: true });
    }
  });

  function rowOf(target: EventTarget): HTMLElement | null {
    return target instanceof Element ? target.closest<HTMLElement>('[data-payment-id]') : null;
  }

  function onClick(event: MouseEvent) {
    const row = rowOf(event.target);
    if (row?.dataset.paymentId) onOpen(row.dataset.paymentId);
  }

  function onKeyDown(event: KeyboardEvent) {
    const row = rowOf(event.target);
    if (!row) return;
    const index = Number(row.dataset.index);
    const last = rows.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (event.key === 'Enter' && row.dataset.paymentId) {
      event.preventDefault();
      onOpen(row.dataset.paymentId);
    } else if (next !== null) {
      event.preventDefault();
      setActive(next);
      focusAfterRender.current = true;
      virtualizer.scrollToIndex(next, { align: 'auto' });
    }
  }

  const activeIndex = Math.min(active, rows.length - 1);
  return (
    <div
      ref={tableRef}
      role="table"
      aria-label={t('allLoadedLabel')}
      aria-rowcount={total + 1}
      className="bo-all-loaded"
      data-layout={layout}
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="bo-all-loaded-header">
          <div role="columnheader" className="bo-all-loaded-id">
            {t('columnPaymentId')}
          </div>
          <div role="columnheader" className="bo-all-loaded-created">
            {t('columnCreatedShort')}
          </div>
          <div role="columnheader" className="bo-all-loaded-title">
            {t('columnTitle')}
          </div>
          <div role="columnheader" className="bo-all-loaded-customer">
            {t('columnCustomer')}
          </div>
          <div role="columnheader" className="bo-all-loaded-amount">
            {t('columnAmount')}
          </div>
          <div role="columnheader" className="bo-all-loaded-status">
            {t('columnStatus')}
          </div>
        </div>
      </div>
      <div
        ref={scroller}
        role="rowgroup"
        className="bo-all-loaded-scroller"
        data-all-loaded-scroller=""
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div
          role="presentation"
          className="bo-all-loaded-body"
          style={{ height: virtualizer.getTotalSize(), paddingTop: items[0]?.start ?? 0 }}
        >
          {items.map((item) => (
            <AllLoadedRow
              key={rows[item.index]!._id}
              transaction={rows[item.index]!}
              index={item.index}
              rowIndex={item.index + 2}
              active={item.index === activeIndex}
              currencies={currencies}
              locale={locale}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * "Load all": asks for the next page until there is none, one at a time; Stop ends the loop and aborts the
 * page in flight (the pages already loaded stay).
 */
function useLoadAll(
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<{ hasNextPage: boolean; isError: boolean }>,
  cancelInFlight: () => Promise<void>,
) {
  const run = useRef<{ stopped: boolean } | null>(null);
  const [running, setRunning] = useState(false);
  useEffect(
    () => () => {
      if (run.current) run.current.stopped = true;
    },
    [],
  );

  async function start() {
    const current = { stopped: false };
    run.current = current;
    setRunning(true);
    try {
      for (;;) {
        const result = await fetchNextPage({ cancelRefetch: false });
        if (current.stopped || result.isError || !result.hasNextPage) break;
      }
    } finally {
      if (run.current === current) {
        run.current = null;
        setRunning(false);
      }
    }
  }

  function cancel() {
    if (run.current) run.current.stopped = true;
    run.current = null;
    setRunning(false);
    void cancelInFlight();
  }

  return { running, start, cancel };
}
