import { groupedAmount } from './decimal-text.ts';

/** The kinds of notification the provider pushes (the contract's NotificationKind). */
type PushKind = 'payout' | 'dispute' | 'disputeDeadline' | 'refund' | 'payment' | 'alert' | 'digest';

/** An amount as the provider wrote it (a JSON number, or its decimal text): only ever formatted, never computed. */
export type Amount = number | string;

/** What each kind's message carries (the contract's *NotificationData). */
export interface PushData {
  payout: { amount: Amount; currency: string; endDate: string; payoutId: string; status?: string };
  dispute: {
    disputeId: string;
    paymentId: string;
    amount: Amount;
    currency: string;
    reason: string;
    dueBy: string;
  };
  disputeDeadline: {
    disputeId: string;
    paymentId: string;
    amount: Amount;
    currency: string;
    dueBy: string;
    hoursLeft: 72 | 24;
  };
  refund: { refundId: string; paymentId: string; amount: Amount; currency: string; failureReason: string };
  payment: { paymentId: string; amount: Amount; currency: string; threshold: Amount };
  alert: {
    ruleId: string;
    kind: 'balanceBelow' | 'payoutAbove' | 'failureRateAbove';
    currency: string | null;
    threshold: Amount;
    value: Amount;
    payoutId?: string;
  };
  digest: { digestId: string; date: string };
}

/**
 * The Web Push message the provider sends for an event (the contract's PushMessage, sent by sandbox/push.ts): ids
 * and display values only, never a token. `quiet`: sent inside the user's quiet hours, so held for the bell (no
 * system notification). `notificationId` null: the user keeps this kind out of the bell. Pure, so the service
 * worker and the tests read it the same way.
 */
export type PushMessage = {
  [K in PushKind]: {
    type: K;
    notificationId: string | null;
    orgId: string;
    env: string;
    quiet: boolean;
    data: PushData[K];
  };
}[PushKind];

const SHORT_TEXT = 200;
const CURRENCY = /^[A-Za-z0-9]{2,10}$/;
const ALERT_KINDS = ['balanceBelow', 'payoutAbove', 'failureRateAbove'];

function isText(value: unknown, max = SHORT_TEXT): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

const isAmount = (value: unknown) => typeof value !== 'boolean' && groupedAmount(value) !== null;
const isCurrency = (value: unknown) => typeof value === 'string' && CURRENCY.test(value);
const isOptionalText = (value: unknown) => typeof value === 'string' && value.length <= SHORT_TEXT;

/**
 * Each kind's data, checked field by field: the texts a notification shows (short), its amounts and the ids its
 * link is made of. An id is not judged here: a malformed one still tells the user, without a link
 * (src/shared/deep-links.ts).
 */
const DATA_RULES: { [K in PushKind]: (data: Record<string, unknown>) => boolean } = {
  payout: (d) =>
    isAmount(d.amount) &&
    isCurrency(d.currency) &&
    isText(d.endDate) &&
    isText(d.payoutId) &&
    (d.status === undefined || isText(d.status, 20)),
  dispute: (d) =>
    isText(d.disputeId) &&
    isText(d.paymentId) &&
    isAmount(d.amount) &&
    isCurrency(d.currency) &&
    isOptionalText(d.reason) &&
    isText(d.dueBy),
  disputeDeadline: (d) =>
    isText(d.disputeId) &&
    isText(d.paymentId) &&
    isAmount(d.amount) &&
    isCurrency(d.currency) &&
    isText(d.dueBy) &&
    (d.hoursLeft === 72 || d.hoursLeft === 24),
  refund: (d) =>
    isText(d.refundId) &&
    isText(d.paymentId) &&
    isAmount(d.amount) &&
    isCurrency(d.currency) &&
    isOptionalText(d.failureReason),
  payment: (d) =>
    isText(d.paymentId) && isAmount(d.amount) && isCurrency(d.currency) && isAmount(d.threshold),
  alert: (d) =>
    isText(d.ruleId) &&
    ALERT_KINDS.includes(d.kind as string) &&
    (d.currency === null || isCurrency(d.currency)) &&
    isAmount(d.threshold) &&
    isAmount(d.value) &&
    (d.payoutId === undefined || isText(d.payoutId)),
  digest: (d) => isText(d.digestId) && isText(d.date, 10),
};

const isKind = (type: unknown): type is PushKind =>
  typeof type === 'string' && Object.prototype.hasOwnProperty.call(DATA_RULES, type);

/**
 * Reads a push message (its text, or already parsed JSON); null for anything that is not a well-formed message
 * of a known kind (another type, a missing field, an amount that is not one, text too long to be a display
 * value). A message sent before quiet hours existed has no `quiet`: not quiet.
 */
export function parsePushMessage(raw: unknown): PushMessage | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, notificationId, orgId, env, quiet, data } = value as Record<string, unknown>;
  if (!isKind(type)) return null;
  if (notificationId !== null && !isText(notificationId)) return null;
  if (!isText(orgId) || !isText(env)) return null;
  if (quiet !== undefined && typeof quiet !== 'boolean') return null;
  if (typeof data !== 'object' || data === null) return null;
  if (!DATA_RULES[type](data as Record<string, unknown>)) return null;
  return { type, notificationId, orgId, env, quiet: quiet === true, data } as PushMessage;
}
