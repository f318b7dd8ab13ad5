import { useCallback, useId, useMemo } from 'react';
import { Alert, Anchor, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import './styles.ts';
import { useApiClient } from '../../../api/context.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import { linkScopeOf, notificationHref } from '../wording.ts';
import { useDismissals } from '../dismissals.ts';
import { totalShown, uniqueById, unreadShown, visibleNotifications } from '../model.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../mutations.ts';
import {
  currenciesQueryOptions,
  notificationListQueryOptions,
  notificationSummaryQueryOptions,
  type Notification,
} from '../queries.ts';
import { NOTIFICATION_PAGE_SIZES } from '../search.ts';
import { useDismissNotification } from '../use-dismiss.ts';
import { NotificationList } from './notification-list.tsx';
import { NotificationsEmpty } from './notifications-empty.tsx';
import { useT } from '../../../i18n/translate.ts';
import { notificationsMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

interface NotificationsPageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
  /** how many notifications each load brings (page 1, limit 10 first: docs/product/09-constants.md §9.4) */
  limit: number;
  onLimitChange: (limit: number) => void;
  /**
   * the user has not configured where notifications go (docs/product/03-entities.md §3.1), so new ones will
   * not reach them
   */
  configEmpty: boolean;
}

/**
 * Every payout notification of the current scope, newest first, more loaded as the user scrolls: each opens its
 * payout (and is marked read), can be marked read or dismissed; "Mark all as read" for all of them.
 */
export function NotificationsPage({ scope, limit, onLimitChange, configEmpty }: NotificationsPageProps) {
  const t = useT(notificationsMessages);
  const tScreen = useT(screenMessages);
  const api = useApiClient();
  const titleId = useId();
  const navigate = useNavigate();
  const list = useSuspenseInfiniteQuery(notificationListQueryOptions(api, scope, limit));
  // the bell's query: its unread count is the one every screen shows
  const summary = useQuery(notificationSummaryQueryOptions(api, scope)).data;
  const currencies = useQuery(currenciesQueryOptions(api, scope)).data;
  const dismissals = useDismissals();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const dismiss = useDismissNotification();

  const pages = list.data.pages;
  const loaded = useMemo(() => uniqueById(pages.flatMap((page) => page.results)), [pages]);
  const items = useMemo(() => visibleNotifications(loaded, dismissals), [loaded, dismissals]);
  const last = pages[pages.length - 1]!;
  const unread = unreadShown(summary?.unreadCount ?? pages[0]!.unreadCount, dismissals);
  const total = totalShown(last.totalResults, dismissals);

  const { mutate: markOne } = markRead;
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const onMarkRead = useCallback((item: Notification) => markOne(item), [markOne]);
  const onOpen = useCallback(
    (item: Notification, plain: boolean) => {
      if (!item.read) markOne(item);
      const href = notificationHref(item, linkScopeOf(scope));
      if (plain && href) void navigate({ href });
    },
    [markOne, navigate, scope],
  );

  return (
    <Container size="md" py="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Title order={1} size="h2" id={titleId}>
              {tScreen('notificationsHeading')}
            </Title>
            <Text size="sm">{t('counts', { unread, total })}</Text>
            <DataAsOf updatedAt={list.dataUpdatedAt} />
          </div>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Button
              size="xs"
              variant="default"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('markAllRead')}
            </Button>
            <NativeSelect
              label={t('pageSize')}
              size="xs"
              w={120}
              value={String(limit)}
              data={NOTIFICATION_PAGE_SIZES.map(String)}
              onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
            />
          </Group>
        </Group>
        {configEmpty && (
          <Alert color="yellow" variant="light">
            {t('configEmpty')}{' '}
            <Anchor component={Link} to="/manage/profile">
              {t('openProfile')}
            </Anchor>
          </Alert>
        )}
        {items.length === 0 && !hasNextPage ? (
          <NotificationsEmpty />
        ) : (
          <NotificationList
            items={items}
            dismissals={dismissals}
            currencies={currencies}
            labelledBy={titleId}
            total={total}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
            onOpen={onOpen}
            onMarkRead={onMarkRead}
            onDismiss={dismiss}
          />
        )}
      </Stack>
    </Container>
  );
}
