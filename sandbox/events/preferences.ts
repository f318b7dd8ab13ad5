/**
 * Each user's notification preferences (the contract's NotificationPreferences): which kinds reach the bell and
 * which are pushed, the large-payment thresholds, the quiet hours and the digest, in the user's time zone.
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { amountUnits, CURRENCY_CODES, currencyInfo, toUnits } from '../money/currencies.ts';
import { clockText, isTimeZoneName, localTimeAt } from './zoned-time.ts';

export type NotificationKind = Schemas['NotificationKind'];
export type NotificationPreferences = Schemas['NotificationPreferences'];

/** Never saved: everything on, no thresholds, quiet hours and digest off (with the times a form would offer). */
function defaultPreferences(): NotificationPreferences {
  const on = () => ({ push: true, inApp: true });
  return {
    kinds: {
      payout: on(),
      dispute: on(),
      disputeDeadline: on(),
      refund: on(),
      payment: on(),
      alert: on(),
      digest: on(),
    },
    largePayment: [],
    quietHours: { enabled: false, start: '22:00', end: '07:00' },
    digest: { enabled: false, hour: 8 },
    timeZone: 'UTC',
  };
}

/** A stored document over the defaults: one saved before a kind existed gets that kind's default. */
function withDefaults(stored: Partial<NotificationPreferences>): NotificationPreferences {
  const defaults = defaultPreferences();
  return { ...defaults, ...stored, kinds: { ...defaults.kinds, ...stored.kinds } };
}

export function preferencesOf(db: Db, userId: string): NotificationPreferences {
  const row = db.prepare('SELECT prefs FROM notification_preferences WHERE user_id = ?').get(userId) as
    { prefs: string } | undefined;
  return row ? withDefaults(JSON.parse(row.prefs) as Partial<NotificationPreferences>) : defaultPreferences();
}

export function savePreferences(db: Db, userId: string, prefs: NotificationPreferences, now: Date): void {
  db.prepare(
    `INSERT INTO notification_preferences (user_id, prefs, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET prefs = excluded.prefs, updated_at = excluded.updated_at`,
  ).run(userId, JSON.stringify(prefs), now.toISOString());
}

/** The users who turned the daily digest on, with their preferences. */
export function usersWithDigest(db: Db): { userId: string; prefs: NotificationPreferences }[] {
  const rows = db.prepare('SELECT user_id, prefs FROM notification_preferences').all() as {
    user_id: string;
    prefs: string;
  }[];
  return rows
    .map((r) => ({ userId: r.user_id, prefs: withDefaults(JSON.parse(r.prefs) as NotificationPreferences) }))
    .filter((r) => r.prefs.digest.enabled);
}

/**
 * The rules the contract's schema cannot say (updateNotificationPreferences): an IANA time zone, quiet hours
 * that last, one threshold per currency, each of a known currency with no more decimals than it has.
 */
export function checkPreferences(prefs: NotificationPreferences): void {
  if (!isTimeZoneName(prefs.timeZone))
    throw new ApiError(400, 'body.timeZone must be an IANA time zone name such as Europe/Paris');
  if (prefs.quietHours.start === prefs.quietHours.end)
    throw new ApiError(400, 'body.quietHours.end must differ from body.quietHours.start');
  const seen = new Set<string>();
  prefs.largePayment.forEach(({ currency, amount }, i) => {
    const info = currencyInfo(currency);
    if (!info || info.code !== currency)
      throw new ApiError(
        400,
        `body.largePayment[${i}].currency must be a supported currency (${CURRENCY_CODES.join(', ')})`,
      );
    if (seen.has(currency)) throw new ApiError(400, `body.largePayment has two thresholds for ${currency}`);
    seen.add(currency);
    amountUnits(`body.largePayment[${i}].amount`, amount, info);
  });
}

/** The user's threshold for a currency, in units, if they set one. */
export function largePaymentThreshold(prefs: NotificationPreferences, currency: string): number | undefined {
  const found = prefs.largePayment.find((t) => t.currency === currency);
  return found && toUnits(found.amount);
}

/** Whether `at` falls in the user's quiet hours, in their time zone: [start, end), spanning midnight or not. */
export function isQuietAt(prefs: NotificationPreferences, at: Date): boolean {
  const { enabled, start, end } = prefs.quietHours;
  if (!enabled) return false;
  const now = clockText(localTimeAt(at, prefs.timeZone));
  return start < end ? now >= start && now < end : now >= start || now < end;
}
