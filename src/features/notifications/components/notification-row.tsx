import { memo, type MouseEvent, type Ref } from 'react';
import { formatDayMonthUtc, formatDayMonthYear } from '../../../lib/dates.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../../lib/money.ts';
import { payoutDeepLink } from '../../../shared/deep-links.ts';
import type { Notification } from '../queries.ts';
import './notification-row.css';
import { translate, useT } from '../../../i18n/translate.ts';
import { notificationsMessages } from '../messages/index.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import { MaskedText, spokenText } from '../../../components/masked-text.tsx';

/** "Payout of 1,234.56 USD": the amount exact, in the currency's decimals. */
export function notificationTitle(
  notification: Notification,
  currencies: readonly CurrencyPrecision[] | undefined,
): string {
  const { amount, currency } = notification.data;
  return translate(notificationsMessages, 'payoutOf', {
    amount: formatMoney(toDecimal(amount), currency, currencies),
  });
}

/** A plain left click stays in the app; a click meant for a new tab or window is the browser's. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface NotificationRowProps {
  notification: Notification;
  currencies: readonly CurrencyPrecision[] | undefined;
  index: number;
  setSize: number;
  /** where the virtualizer puts the row, in px from the top of the list */
  top: number;
  leaving: boolean;
  rowRef: Ref<HTMLLIElement>;
  /** follow the link (marks it read); `plain` false: the browser opens it elsewhere */
  onOpen: (notification: Notification, plain: boolean) => void;
  onMarkRead: (notification: Notification) => void;
  onDismiss: (notification: Notification, index: number) => void;
}

/**
 * One payout notification: the payout's amount (its link, docs/product/02-screens.md §2.1's deep link), the
 * period's end and when it came, "Mark as read" while unread, and Dismiss. Plain elements, memoized:
 * scrolling re-renders no row.
 */
export const NotificationRow = memo(function NotificationRow(props: NotificationRowProps) {
  const t = useT(notificationsMessages);
  useAmountsHidden(); // its title names the amount: written again on a toggle of privacy mode
  const { notification, currencies, index, setSize, top, leaving, rowRef } = props;
  const { read, data } = notification;
  const href = payoutDeepLink(data.payoutId);
  const title = notificationTitle(notification, currencies);
  return (
    <li
      ref={rowRef}
      className="bo-notif-row"
      data-index={index}
      data-leaving={leaving}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      style={{ transform: `translateY(${top}px)` }}
    >
      <div className="bo-notif-card" data-read={read}>
        <div className="bo-notif-text">
          {href ? (
            <a
              className="bo-notif-title"
              href={href}
              onClick={(event) => {
                const plain = isPlainClick(event);
                if (plain) event.preventDefault();
                props.onOpen(notification, plain);
              }}
            >
              <MaskedText text={title} />
            </a>
          ) : (
            <span className="bo-notif-title">
              <MaskedText text={title} />
            </span>
          )}
          {!read && <span className="bo-notif-unread">{t('unread')}</span>}
          <p className="bo-notif-meta">
            {t('periodEnding', { date: formatDayMonthUtc(data.endDate) ?? '' })}
          </p>
          <p className="bo-notif-meta">
            {t('received', { date: formatDayMonthYear(notification.createdAt) ?? '' })}
          </p>
        </div>
        <div className="bo-notif-actions">
          {!read && (
            <button
              type="button"
              className="bo-notif-button"
              aria-label={spokenText(t('markReadLabel', { title }))}
              onClick={() => props.onMarkRead(notification)}
            >
              {t('markRead')}
            </button>
          )}
          <button
            type="button"
            className="bo-notif-button"
            aria-label={spokenText(t('dismissLabel', { title }))}
            disabled={leaving}
            onClick={() => props.onDismiss(notification, index)}
          >
            {t('dismiss')}
          </button>
        </div>
      </div>
    </li>
  );
});
