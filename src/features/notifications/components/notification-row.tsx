import { memo, type MouseEvent, type Ref } from 'react';
import { formatDayMonthUtc, formatDayMonthYear } from '../../../lib/dates.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { Notification } from '../queries.ts';
import './notification-row.css';
import { useT } from '../../../i18n/translate.ts';
import { linkScopeOf, notificationText, payoutPeriodEnd } from '../wording.ts';
import { useSessionScope } from '../../../session/context.tsx';
import { notificationsMessages } from '../messages/index.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import { MaskedText, spokenText } from '../../../components/masked-text.tsx';

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
 * One notification: what happened (its link: the payout's page, docs/product/02-screens.md §2.1's deep link, or
 * the payment's, the alert rules', the digest's), a payout's period end or the other kinds' facts, when it came, "Mark as read" while unread, and Dismiss. Plain elements, memoized:
 * scrolling re-renders no row.
 */
export const NotificationRow = memo(function NotificationRow(props: NotificationRowProps) {
  const t = useT(notificationsMessages);
  useAmountsHidden(); // its title names the amount: written again on a toggle of privacy mode
  const { notification, currencies, index, setSize, top, leaving, rowRef } = props;
  const here = linkScopeOf(useSessionScope());
  const { read } = notification;
  const { title, detail, href } = notificationText(notification, currencies, here);
  const periodEnd = payoutPeriodEnd(notification);
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
            {periodEnd !== null ? (
              t('periodEnding', { date: formatDayMonthUtc(periodEnd) ?? '' })
            ) : (
              <MaskedText text={detail ?? ''} />
            )}
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
