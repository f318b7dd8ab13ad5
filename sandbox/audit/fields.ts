/**
 * Every field the audit log records, with how its values may be kept (issue 46): the one list `recordAudit`
 * applies to each change before it is stored, and `auditPage` to each change it reads (an entry stored before a
 * field was listed here is shown as the list says now). tests/sandbox/audit-secrets.test.ts holds the provider's
 * source and the entries the audited operations write to it.
 *
 * - `value`: the display value itself: names, roles, statuses, amounts, counts, public addresses.
 * - `host`: a URL that is a credential (a webhook's path or query is often the token that lets anyone post to
 *   it): only its host, null for none. A value that is not a URL is kept as `changed`.
 * - `changed`: a secret (a signing secret, a key, a token, a password, a code): only the fact that it changed.
 *
 * A field missing here is kept as `changed` (nothing but the fact), and the tests fail until it is listed: add it
 * with the least that tells a reader what happened.
 */
import type { AuditChange } from './record.ts';

export type AuditRecording = 'value' | 'host' | 'changed';

export const AUDIT_FIELDS = {
  // sign-ins and the account's security
  method: 'value',
  mfaStatus: 'value',
  requireMfa: 'value',
  /** a count, never a code */
  recoveryCodesLeft: 'value',
  /** the passkeys a password change removed: a count */
  passkeysRemoved: 'value',
  // the team
  email: 'value',
  role: 'value',
  // API keys (by name, the visible prefix the key list shows and the expiry; the secret is never given), passkeys
  // (by name) and the organization (by name)
  name: 'value',
  keyPrefix: 'value',
  expiresAt: 'value',
  status: 'value',
  // the payment configuration, each field of PaymentConfig (sandbox/money/payment-config.ts)
  acceptedCurrencies: 'value',
  settlementCurrency: 'value',
  autoPayout: 'value',
  payoutSchedule: 'value',
  minimumPayoutAmount: 'value',
  paymentExpiryMinutes: 'value',
  /** public block explorers' link templates ({hash}), one per network, shown on every crypto payout */
  'explorerUrls.bitcoin': 'value',
  'explorerUrls.ethereum': 'value',
  'explorerUrls.tron': 'value',
  /** a public address crypto payouts are sent to */
  walletAddress: 'value',
  // webhooks: where payment data or a member's alerts are posted, and what signs them
  webhookUrl: 'host',
  notificationWebhook: 'host',
  signingSecret: 'changed',
  event: 'value',
  // money moved
  payment: 'value',
  amount: 'value',
  currency: 'value',
  reason: 'value',
  endDate: 'value',
  /** what an on-ramp buys (its fiat is `amount` and `currency`) and the public address it is sent to */
  cryptoCurrency: 'value',
  toWallet: 'value',
  // the organization (its logo is an image URL of this provider's, public)
  logo: 'value',
  allowKycOptional: 'value',
} as const satisfies Record<string, AuditRecording>;

type Field = keyof typeof AUDIT_FIELDS;

/** How a field may be kept: as declared, or only as changed when it is not declared. */
function recordingOf(field: string): AuditRecording {
  return Object.hasOwn(AUDIT_FIELDS, field) ? AUDIT_FIELDS[field as Field] : 'changed';
}

/** How much each recording withholds: a change is never shown with less withheld than its field asks. */
const WITHHELD: Record<AuditRecording, number> = { value: 0, host: 1, changed: 2 };

/** The host of an absolute URL (never its user info, path or query), or null when the text is no such URL. */
function hostOf(value: string): string | null {
  try {
    return new URL(value).host || null;
  } catch {
    return null;
  }
}

const onlyChanged = (field: string): AuditChange => ({
  field,
  before: null,
  after: null,
  recorded: 'changed',
});

/** What `host` keeps: a host name or bracketed IPv6 address, with its port (URL.host). */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/i;

/**
 * A change as the log may keep and show it: as its field is declared, or withholding more when the change
 * already did. Applying it again changes nothing, so it serves both when an entry is written and when an entry
 * stored under an older list is read or rewritten; a change that claims to withhold but does not is withheld.
 */
export function recordable(change: AuditChange): AuditChange {
  const had = change.recorded ?? 'value';
  const wanted = recordingOf(change.field);
  const how = WITHHELD[had] >= WITHHELD[wanted] ? had : wanted;
  if (how === 'value') return change;
  if (how === 'changed') return onlyChanged(change.field);
  // a host: of the URL a writer passed, or kept as it was stored; undefined when the text is neither
  const host = (value: string | null): string | null | undefined => {
    if (value === null) return null;
    if (had === 'host') return HOST.test(value) ? value : undefined;
    return hostOf(value) ?? undefined;
  };
  const [before, after] = [host(change.before), host(change.after)];
  if (before === undefined || after === undefined) return onlyChanged(change.field);
  return { field: change.field, before, after, recorded: 'host' };
}
