import { translate } from '../../i18n/translate.ts';
import { formatDayMonthUtc } from '../../lib/dates.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../lib/money.ts';
import { notificationDeepLink, type LinkedNotification, type LinkScope } from '../../shared/deep-links.ts';
import { notificationWordsMessages } from '../../shared/notification-words/messages/index.ts';
import { notificationWording, type NotificationContent } from '../../shared/push-notification.ts';
import type { Notification } from './queries.ts';

/** What a row of the bell or the notifications page says of a notification, and where it leads. */
export interface NotificationText {
  /** "Payout of 1,234.50 USD", "Dispute opened: 120.50 EUR" (the system notification's own words) */
  title: string;
  /** its facts after the title ("fraudulent · Respond by 4 December 2026"); null for a payout (its period is shown) */
  detail: string | null;
  /** the record it is about, in its organization and environment; null for a malformed id */
  href: string | null;
}

/**
 * A notification of any kind in the words its push used (src/shared/notification-words/: one wording
 * everywhere), with the app's amounts (exact, in the currency's decimals; masked in privacy mode) and dates.
 */
export function notificationText(
  notification: Notification,
  currencies: readonly CurrencyPrecision[] | undefined,
  here: LinkScope,
): NotificationText {
  const content = { type: notification.channelConfig.type, data: notification.data } as NotificationContent;
  const { title, facts } = notificationWording(
    content,
    (key, values) => translate(notificationWordsMessages, key, values),
    (amount, currency) => formatMoney(toDecimal(amount), currency, currencies),
    (text) => formatDayMonthUtc(text),
  );
  return {
    title,
    detail: content.type === 'payout' ? null : facts.filter(Boolean).join(' · ') || null,
    href: notificationHref(notification, here),
  };
}

/**
 * The record a notification is about; null for a malformed id. In its organization and environment when they
 * are not those on screen `here` (a master's notifications of every organization): the link then switches.
 */
export function notificationHref(notification: Notification, here: LinkScope): string | null {
  const content = { type: notification.channelConfig.type, data: notification.data } as LinkedNotification;
  const { orgId, env } = notification;
  // a master's "All organizations" ('') shows every organization: only the environment can be elsewhere
  const otherOrg = here.orgId !== '' && orgId !== here.orgId;
  const elsewhere = orgId !== null && orgId !== undefined && (otherOrg || env !== here.env);
  return notificationDeepLink(content, elsewhere ? { orgId, env } : undefined);
}

/** A payout notification's period end (its row says "Period ending …"); null for the other kinds. */
export function payoutPeriodEnd(notification: Notification): string | null {
  if (notification.channelConfig.type !== 'payout') return null;
  return (notification.data as { endDate: string }).endDate;
}

/** Where the screens are now, as notificationHref compares it: a master's selection, else the organization. */
export function linkScopeOf(scope: { orgId: string; env: string; masterOrgId: string | null }): LinkScope {
  return { orgId: scope.masterOrgId ?? scope.orgId, env: scope.env };
}
