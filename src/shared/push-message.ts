import { directionOf, intlLocaleOf, SOURCE_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Brand } from './brands.ts';
import { groupedAmount } from './decimal-text.ts';
import { payoutDeepLink } from './deep-links.ts';
import { brandIconPaths } from './web-manifest.ts';

/**
 * The Web Push message the provider sends for a payout event (the sandbox's sandbox/push.ts): ids and display
 * values only, never a token. Pure, so the service worker and the tests read it the same way.
 */
export interface PayoutPushMessage {
  type: 'payout';
  notificationId: string;
  orgId: string;
  env: string;
  data: {
    /** a JSON number as the provider wrote it (or its decimal text): only ever formatted, never computed */
    amount: number | string;
    currency: string;
    endDate: string;
    payoutId: string;
    status?: string;
  };
}

/** What the worker hands to showNotification; `data.url` is a same-origin path, or null: no link, no navigation. */
export interface SystemNotification {
  title: string;
  options: {
    body: string;
    /** the language the title and body are written in, and its direction (Arabic: right to left) */
    lang: Locale;
    dir: 'ltr' | 'rtl';
    tag: string;
    icon: string;
    badge: string;
    timestamp?: number;
    data: { url: string | null; notificationId: string; payoutId: string };
  };
}

const SHORT_TEXT = 200;
const CURRENCY = /^[A-Za-z0-9]{2,10}$/;

function isText(value: unknown, max = SHORT_TEXT): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

/**
 * Reads a push message (its text, or already parsed JSON); null for anything that is not a well-formed payout
 * message (another type, a missing field, an amount that is not one, text too long to be a display value).
 * The payout id is not judged here: a malformed one still tells the user about the payout, without a link.
 */
export function parsePushMessage(raw: unknown): PayoutPushMessage | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.type !== 'payout') return null;
  const { notificationId, orgId, env, data } = message;
  if (!isText(notificationId) || !isText(orgId) || !isText(env)) return null;
  if (typeof data !== 'object' || data === null) return null;
  const { amount, currency, endDate, payoutId, status } = data as Record<string, unknown>;
  if (groupedAmount(amount) === null || typeof amount === 'boolean') return null;
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return null;
  if (!isText(endDate) || !isText(payoutId)) return null;
  if (status !== undefined && !isText(status, 20)) return null;
  return {
    type: 'payout',
    notificationId,
    orgId,
    env,
    data: {
      amount: amount as number | string,
      currency,
      endDate,
      payoutId,
      ...(typeof status === 'string' ? { status } : {}),
    },
  };
}

/** The messages of the notifications' catalog, the worker's (sw/messages/en.json and its translations). */
export type PushMessageKey = 'payoutTitle' | 'payoutTitleHidden' | 'payoutStatus' | 'periodEnding';

/**
 * The language a notification is written in: its code, and its catalog's messages formatted with their
 * arguments (the service worker's Lingui, sw/notification-words.ts). The values are text already formatted here.
 */
export interface NotificationLanguage {
  locale: Locale;
  words: (key: PushMessageKey, values: Record<string, string>) => string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The day in UTC (the payout period's end is a UTC date): "20 Nov 2026" in English, written out here as it always
 * was (Intl's en-GB writes September "Sept" in recent ICU); "20 nov. 2026", "20 نوفمبر 2026" in the other
 * languages, by Intl. Null for an invalid date.
 */
function utcDay(text: string, locale: Locale): string | null {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  if (locale === SOURCE_LOCALE)
    return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  const format = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(intlLocaleOf(locale), format).format(date);
}

/**
 * An amount with the language's separators ("1,234.50"; French "1 234,50" with narrow no-break spaces): the
 * digits are groupedAmount's, never a float's, only the separators are the language's (Intl's).
 */
function localAmount(amount: number | string, locale: Locale): string {
  const grouped = groupedAmount(amount) ?? '';
  if (locale === SOURCE_LOCALE) return grouped;
  const parts = new Intl.NumberFormat(intlLocaleOf(locale)).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return grouped.replace(/[,.]/g, (separator) => (separator === ',' ? group : decimal));
}

/**
 * The system notification for a payout message, in `language`: "Payout of 1,234.56 USD" (the bell's own
 * wording), the status and the period's end, the brand's icon and badge, one tag per payout (a status change
 * replaces the earlier notification instead of stacking), and the deep link of docs/product/02-screens.md §2.1
 * when the payout id is an ObjectId. The body lists its facts (each a message of its own) between middle dots.
 * With `amountsHidden` (privacy mode on the device, issue 32) no part of it carries the amount: "Payout in USD".
 */
export function payoutNotification(
  message: PayoutPushMessage,
  brand: Brand,
  language: NotificationLanguage,
  amountsHidden = false,
): SystemNotification {
  const { locale, words } = language;
  const { amount, currency, endDate, payoutId, status } = message.data;
  const code = currency.toUpperCase();
  const title = amountsHidden
    ? words('payoutTitleHidden', { currency: code })
    : words('payoutTitle', { amount: `${localAmount(amount, locale)} ${code}` });
  // an unknown status has no words (the select's `other` is empty) and is left out
  const statusText = status ? words('payoutStatus', { status }) : null;
  const day = utcDay(endDate, locale);
  const period = day ? words('periodEnding', { day }) : null;
  return {
    title,
    options: {
      body: [statusText, period, brand.name].filter(Boolean).join(' · '),
      lang: locale,
      dir: directionOf(locale),
      tag: `payout-${payoutId}`,
      // PNG: a system notification may not draw an SVG (Android, some desktops)
      icon: brandIconPaths(brand.key).icon192,
      badge: brandIconPaths(brand.key).icon192,
      data: { url: payoutDeepLink(payoutId), notificationId: message.notificationId, payoutId },
    },
  };
}
