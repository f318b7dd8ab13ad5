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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const STATUS_TEXT: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
};

/** "23 Nov 2026" in UTC (the payout period's end is a UTC date); null for an invalid date. */
function utcDay(text: string): string | null {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The system notification for a payout message: "Payout of 1,234.56 USD" (the bell's own wording), the status
 * and the period's end, the brand's icon and badge, one tag per payout (a status change replaces the earlier
 * notification instead of stacking), and the deep link of docs/product/02-screens.md §2.1 when the payout id
 * is an ObjectId.
 */
export function payoutNotification(message: PayoutPushMessage, brand: Brand): SystemNotification {
  const { amount, currency, endDate, payoutId, status } = message.data;
  const money = `${groupedAmount(amount) ?? ''} ${currency.toUpperCase()}`;
  const statusText = status ? STATUS_TEXT[status] : undefined;
  const day = utcDay(endDate);
  const body = [statusText, day ? `Period ending ${day}` : null, brand.name].filter(Boolean).join(' · ');
  return {
    title: `Payout of ${money}`,
    options: {
      body,
      tag: `payout-${payoutId}`,
      // PNG: a system notification may not draw an SVG (Android, some desktops)
      icon: brandIconPaths(brand.key).icon192,
      badge: brandIconPaths(brand.key).icon192,
      data: { url: payoutDeepLink(payoutId), notificationId: message.notificationId, payoutId },
    },
  };
}
