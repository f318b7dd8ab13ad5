import { directionOf, intlLocaleOf, SOURCE_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Brand } from './brands.ts';
import { groupedAmount } from './decimal-text.ts';
import { notificationDeepLink } from './deep-links.ts';
import type { Amount, PushData, PushMessage } from './push-message.ts';
import { brandIconPaths } from './web-manifest.ts';

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
    data: { url: string | null; notificationId: string | null };
  };
}

/** The messages of the notifications' catalog, shared by the worker and the bell (src/shared/notification-words/messages/). */
export type PushMessageKey =
  | 'payoutTitle'
  | 'payoutTitleHidden'
  | 'payoutStatus'
  | 'periodEnding'
  | 'disputeTitle'
  | 'disputeTitleHidden'
  | 'respondBy'
  | 'deadlineTitle'
  | 'disputedAmount'
  | 'refundTitle'
  | 'refundTitleHidden'
  | 'paymentTitle'
  | 'paymentTitleHidden'
  | 'aboveThreshold'
  | 'aboveThresholdHidden'
  | 'alertTitle'
  | 'alertTitleHidden'
  | 'alertValue'
  | 'digestTitle'
  | 'digestBody';

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
 * The day in UTC (the payout period's end and a dispute's deadline are UTC instants): "20 Nov 2026" in English,
 * written out here as it always was (Intl's en-GB writes September "Sept" in recent ICU); "20 nov. 2026",
 * "20 نوفمبر 2026" in the other languages, by Intl. Null for an invalid date.
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
function localAmount(amount: Amount, locale: Locale): string {
  const grouped = groupedAmount(amount) ?? '';
  if (locale === SOURCE_LOCALE) return grouped;
  const parts = new Intl.NumberFormat(intlLocaleOf(locale)).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return grouped.replace(/[,.]/g, (separator) => (separator === ',' ? group : decimal));
}

/** A percentage as text ("12.5"): the provider's own digits, never computed. */
const percentText = (value: Amount) => groupedAmount(value, 0) ?? '';

/** What a kind's notification says: its title, the facts of its body (each a message of its own), its tag. */
export interface Wording {
  title: string;
  facts: (string | null)[];
  tag: string;
}

type Writer<K extends keyof PushData> = (
  data: PushData[K],
  say: NotificationLanguage['words'],
  money: (amount: Amount, currency: string) => string | null,
  day: (text: string) => string | null,
) => Wording;

/**
 * Each kind's words. `money` is null while the device hides amounts (privacy mode, issue 32): then no title or
 * fact names an amount, and the hidden wording names the currency instead.
 */
const WRITERS: { [K in keyof PushData]: Writer<K> } = {
  payout: (d, say, money, day) => {
    const amount = money(d.amount, d.currency);
    const currency = d.currency.toUpperCase();
    const period = day(d.endDate);
    return {
      title: amount ? say('payoutTitle', { amount }) : say('payoutTitleHidden', { currency }),
      // an unknown status has no words (the select's `other` is empty) and is left out
      facts: [
        d.status ? say('payoutStatus', { status: d.status }) : null,
        period && say('periodEnding', { day: period }),
      ],
      tag: `payout-${d.payoutId}`,
    };
  },
  dispute: (d, say, money, day) => {
    const amount = money(d.amount, d.currency);
    const deadline = day(d.dueBy);
    return {
      title: amount
        ? say('disputeTitle', { amount })
        : say('disputeTitleHidden', { currency: d.currency.toUpperCase() }),
      facts: [d.reason || null, deadline && say('respondBy', { day: deadline })],
      tag: `dispute-${d.disputeId}`,
    };
  },
  disputeDeadline: (d, say, money, day) => {
    const amount = money(d.amount, d.currency);
    const deadline = day(d.dueBy);
    return {
      title: say('deadlineTitle', { hours: String(d.hoursLeft) }),
      facts: [amount && say('disputedAmount', { amount }), deadline && say('respondBy', { day: deadline })],
      tag: `dispute-deadline-${d.disputeId}-${d.hoursLeft}`,
    };
  },
  refund: (d, say, money) => {
    const amount = money(d.amount, d.currency);
    return {
      title: amount
        ? say('refundTitle', { amount })
        : say('refundTitleHidden', { currency: d.currency.toUpperCase() }),
      facts: [d.failureReason || null],
      tag: `refund-${d.refundId}`,
    };
  },
  payment: (d, say, money) => {
    const amount = money(d.amount, d.currency);
    const threshold = money(d.threshold, d.currency);
    return {
      title: amount
        ? say('paymentTitle', { amount })
        : say('paymentTitleHidden', { currency: d.currency.toUpperCase() }),
      facts: [threshold ? say('aboveThreshold', { threshold }) : say('aboveThresholdHidden', {})],
      tag: `payment-${d.paymentId}`,
    };
  },
  alert: (d, say, money) => {
    const currency = d.currency?.toUpperCase() ?? '';
    const percent = d.kind === 'failureRateAbove';
    const threshold = percent ? percentText(d.threshold) : money(d.threshold, currency);
    const value = percent ? percentText(d.value) : money(d.value, currency);
    return {
      title: threshold
        ? say('alertTitle', { kind: d.kind, currency, threshold })
        : say('alertTitleHidden', { kind: d.kind, currency }),
      facts: [value ? say('alertValue', { kind: d.kind, value }) : null],
      tag: `alert-${d.ruleId}`,
    };
  },
  digest: (d, say, _money, day) => {
    const date = day(`${d.date}T12:00:00Z`) ?? d.date;
    return {
      title: say('digestTitle', { day: date }),
      facts: [say('digestBody', {})],
      tag: `digest-${d.digestId}`,
    };
  },
};

/** A notification's kind and data, as a push message or the bell's list carries them. */
export type NotificationContent = Pick<PushMessage, 'type' | 'data'>;

/**
 * What a notification of any kind says, for the system notification below and the bell (which gives its own
 * `money` and `day`: the app's formats, its privacy mode): one wording everywhere.
 */
export function notificationWording(
  content: NotificationContent,
  say: NotificationLanguage['words'],
  money: (amount: Amount, currency: string) => string | null,
  day: (text: string) => string | null,
): Wording {
  const write = WRITERS[content.type] as Writer<typeof content.type>;
  return write(content.data as never, say, money, day);
}

/**
 * The system notification for a push message of any kind, in `language`: its title and facts (joined by middle
 * dots, the brand last), the brand's icon and badge, one tag per record (an update replaces the earlier
 * notification instead of stacking), and the link to the record in its organization and environment
 * (src/shared/deep-links.ts; null for a malformed id). With `amountsHidden` (privacy mode on the device) no part
 * of it carries an amount: "Payout in USD".
 */
export function systemNotification(
  message: PushMessage,
  brand: Brand,
  language: NotificationLanguage,
  amountsHidden = false,
): SystemNotification {
  const { locale, words } = language;
  const money = (amount: Amount, currency: string) =>
    amountsHidden ? null : `${localAmount(amount, locale)} ${currency.toUpperCase()}`;
  const day = (text: string) => utcDay(text, locale);
  const { title, facts, tag } = notificationWording(message, words, money, day);
  return {
    title,
    options: {
      body: [...facts, brand.name].filter(Boolean).join(' · '),
      lang: locale,
      dir: directionOf(locale),
      tag,
      // PNG: a system notification may not draw an SVG (Android, some desktops)
      icon: brandIconPaths(brand.key).icon192,
      badge: brandIconPaths(brand.key).icon192,
      data: {
        url: notificationDeepLink(message, { orgId: message.orgId, env: message.env }),
        notificationId: message.notificationId,
      },
    },
  };
}
