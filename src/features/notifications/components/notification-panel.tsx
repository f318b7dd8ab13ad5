import './notification-row.css';
import { useEffect, useRef } from 'react';
import { Anchor, Button, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { useSessionScope } from '../../../session/context.tsx';
import { useDismissals } from '../dismissals.ts';
import { unreadShown, visibleNotifications } from '../model.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../mutations.ts';
import { currenciesQueryOptions, notificationSummaryQueryOptions } from '../queries.ts';
import { isPlainClick } from './notification-row.tsx';
import { linkScopeOf, notificationText, payoutPeriodEnd } from '../wording.ts';
import { PayoutAlerts } from './payout-alerts.tsx';
import { useT } from '../../../i18n/translate.ts';
import { notificationsMessages } from '../messages/index.ts';
import { MaskedText } from '../../../components/masked-text.tsx';
import { useAmountsHidden } from '../../../lib/privacy.ts';

/**
 * The bell's dialog: the newest notifications (the bell's own query, so the list and the count always agree),
 * unread ones marked; following one marks it read and opens its payout; "Mark all as read"; View All.
 */
export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const t = useT(notificationsMessages);
  useAmountsHidden(); // its titles name amounts: written again on a toggle of privacy mode
  const api = useApiClient();
  const scope = useSessionScope();
  const here = linkScopeOf(scope);
  const navigate = useNavigate();
  const summary = useQuery(notificationSummaryQueryOptions(api, scope));
  const currencies = useQuery(currenciesQueryOptions(api, scope)).data;
  const dismissals = useDismissals();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = visibleNotifications(summary.data?.results ?? [], dismissals);
  const unread = unreadShown(summary.data?.unreadCount ?? 0, dismissals);
  // The dialog trapped the focus on its loading state, which this panel replaced: the focus comes here, so
  // Tab, Escape (which closes the dialog and returns to the bell) and screen readers start inside it.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (root && !root.parentElement?.contains(document.activeElement)) root.focus();
  }, []);

  return (
    <div ref={rootRef} tabIndex={-1} className="bo-notification-panel">
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        <Text fw={700}>{t('panelTitle')}</Text>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      {summary.isPending ? (
        <Loader size="sm" role="progressbar" aria-label={t('loading')} />
      ) : summary.isError && !summary.data ? (
        <Group gap="xs" role="alert">
          <Text size="sm">{t('loadFailed')}</Text>
          <Button size="compact-xs" variant="default" onClick={() => void summary.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320} type="auto">
          <ul className="bo-plain-list" aria-label={t('newest')}>
            {items.map((item) => {
              const { title, detail, href } = notificationText(item, currencies, here);
              const periodEnd = payoutPeriodEnd(item);
              return (
                <li key={item._id}>
                  <a
                    className="bo-notification"
                    href={href ?? undefined}
                    data-read={item.read}
                    onClick={(event) => {
                      if (!item.read) markRead.mutate(item);
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onClose();
                      if (href) void navigate({ href });
                    }}
                  >
                    <span className="bo-notification-title">
                      <MaskedText text={title} />
                      {!item.read && <span className="bo-notif-unread">{t('unread')}</span>}
                    </span>
                    <span className="bo-notification-meta">
                      {periodEnd !== null ? (
                        t('periodEnding', { date: formatDayMonthUtc(periodEnd) ?? '' })
                      ) : (
                        <MaskedText text={detail ?? ''} />
                      )}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </ScrollArea.Autosize>
      )}
      <Group justify="space-between" align="flex-end" mt="xs" wrap="nowrap">
        <PayoutAlerts compact />
        <Anchor
          component={Link}
          to="/main/notification"
          size="sm"
          onClick={onClose}
          ms="auto"
          miw="max-content"
        >
          {t('viewAll')}
        </Anchor>
      </Group>
    </div>
  );
}
