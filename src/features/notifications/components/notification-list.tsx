import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { DismissalPhase } from '../dismissals.ts';
import type { Notification } from '../queries.ts';
import { NotificationRow } from './notification-row.tsx';
import { formatCount } from '../../../lib/count.ts';
import { useT } from '../../../i18n/translate.ts';
import { notificationsMessages } from '../messages/index.ts';

interface NotificationListProps {
  items: Notification[];
  dismissals: ReadonlyMap<string, { phase: DismissalPhase }>;
  currencies: readonly CurrencyPrecision[] | undefined;
  /** the heading that names the list */
  labelledBy: string;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (notification: Notification, plain: boolean) => void;
  onMarkRead: (notification: Notification) => void;
  onDismiss: (notification: Notification) => void;
}

/**
 * A row's height before it is measured: three lines (22 + 2 + 20 + 2 + 20 px), the card's padding and border
 * (26 px) and the gap (8 px). Exact on a wide screen, so rows mounted while scrolling change no measurement (each
 * change would re-place every row after it); on a phone the buttons wrap under the text and rows are measured.
 */
const ESTIMATED_ROW_PX = 100;
const estimateSize = () => ESTIMATED_ROW_PX;

/**
 * Every loaded notification, virtualized against the window's scroll (only the rows near the viewport are in
 * the DOM, so 1,000 scroll smoothly), and the next page loaded when the end comes near (an observed sentinel)
 * or on "Load more" (the same for keyboard and assistive technology users).
 */
export function NotificationList(props: NotificationListProps) {
  const t = useT(notificationsMessages);
  const { items, dismissals, currencies, hasMore, loadingMore, onLoadMore, onDismiss } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);

  // stable between renders: a new getItemKey makes the virtualizer re-place all 1,000 rows at every scroll
  const getItemKey = useCallback((index: number) => items[index]!._id, [items]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey,
    // a scroll's new rows render in React's next batch rather than synchronously inside the scroll event
    useFlushSync: false,
  });

  // A new observer after every load: one made earlier would not report a sentinel that stayed in view.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore, items.length]);

  // The dismissed row's button goes away with it: the focus moves to the next notification (or the one before).
  const dismiss = useCallback(
    (notification: Notification, index: number) => {
      const list = listRef.current;
      const neighbour =
        list?.querySelector<HTMLElement>(`[data-index="${index + 1}"] .bo-notif-title`) ??
        list?.querySelector<HTMLElement>(`[data-index="${index - 1}"] .bo-notif-title`);
      neighbour?.focus();
      onDismiss(notification);
    },
    [onDismiss],
  );

  return (
    <>
      <ul
        ref={listRef}
        role="list"
        className="bo-notif-list"
        aria-labelledby={props.labelledBy}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const notification = items[row.index]!;
          return (
            <NotificationRow
              key={row.key}
              rowRef={virtualizer.measureElement}
              notification={notification}
              currencies={currencies}
              index={row.index}
              setSize={items.length}
              top={row.start - virtualizer.options.scrollMargin}
              leaving={dismissals.get(notification._id)?.phase === 'leaving'}
              onOpen={props.onOpen}
              onMarkRead={props.onMarkRead}
              onDismiss={dismiss}
            />
          );
        })}
      </ul>
      <div ref={sentinelRef} aria-hidden="true" />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" role="status">
          {t('showing', { shown: formatCount(items.length), total: formatCount(props.total) })}
        </Text>
        {hasMore && (
          <Button size="xs" variant="default" loading={loadingMore} onClick={onLoadMore}>
            {t('loadMore')}
          </Button>
        )}
      </Group>
    </>
  );
}
