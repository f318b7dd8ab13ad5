import type { MessageValues } from '../../../i18n/translate.ts';
import {
  decimalPlaces,
  parseAmountInput,
  toDecimal,
  toProviderAmount,
  type CurrencyPrecision,
} from '../../../lib/money.ts';
import type { components } from '../../../shared/provider-schema.gen.ts';
import type { notificationSettingsMessages } from './messages/index.ts';

/**
 * The notification settings of the profile (issue 32): where each kind of notification goes, the large-payment
 * thresholds, quiet hours, the daily digest and the time zone they are read in. The provider takes the whole
 * document at once (PUT /v1/user/notification-preferences): the form edits a draft of it and sends it whole.
 */
export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type PreferenceKind = keyof NotificationPreferences['kinds'];

/** The kinds in the order the settings list them: money that moved, what needs an answer, then the extras. */
export const PREFERENCE_KINDS = [
  'payout',
  'dispute',
  'disputeDeadline',
  'refund',
  'payment',
  'alert',
  'digest',
] as const satisfies readonly PreferenceKind[];

type SettingsMessageKey = keyof typeof notificationSettingsMessages.source;

/** Each kind's name in the settings (a key of the settings' catalog, translated at render). */
export const KIND_LABELS: Record<PreferenceKind, SettingsMessageKey> = {
  payout: 'kindPayout',
  dispute: 'kindDispute',
  disputeDeadline: 'kindDisputeDeadline',
  refund: 'kindRefund',
  payment: 'kindPayment',
  alert: 'kindAlert',
  digest: 'kindDigest',
};

/** The contract's largest threshold (LargePaymentThreshold.amount). */
const MAX_THRESHOLD = 1_000_000_000;

/** One row of the large-payment thresholds as typed: `key` only tells the rows apart on screen. */
export interface ThresholdRow {
  key: string;
  currency: string;
  amount: string;
}

/** The form's values: the document, with the amounts as the user types them. */
export interface PreferencesDraft {
  kinds: NotificationPreferences['kinds'];
  thresholds: ThresholdRow[];
  quietEnabled: boolean;
  quietStart: string;
  quietEnd: string;
  digestEnabled: boolean;
  digestHour: number;
  timeZone: string;
}

let rowCount = 0;
/** A key for a new row of thresholds (unique within the page). */
export const newRowKey = () => `threshold-${++rowCount}`;

/** The draft of saved preferences: each threshold written as the provider's decimal ("1000.5"). */
export function draftOf(saved: NotificationPreferences): PreferencesDraft {
  return {
    kinds: structuredClone(saved.kinds),
    thresholds: saved.largePayment.map(({ currency, amount }) => ({
      key: newRowKey(),
      currency,
      amount: toDecimal(amount).toFixed(),
    })),
    quietEnabled: saved.quietHours.enabled,
    quietStart: saved.quietHours.start,
    quietEnd: saved.quietHours.end,
    digestEnabled: saved.digest.enabled,
    digestHour: saved.digest.hour,
    timeZone: saved.timeZone,
  };
}

/** Whether two drafts say the same (the rows' keys aside; an amount compared as typed, spaces trimmed). */
export function sameDraft(a: PreferencesDraft, b: PreferencesDraft): boolean {
  const plain = (draft: PreferencesDraft) =>
    JSON.stringify({
      ...draft,
      thresholds: draft.thresholds.map(({ currency, amount }) => [currency, amount.trim()]),
    });
  return plain(a) === plain(b);
}

/** A message of the settings' catalog and its values, translated where it is shown (in the language then). */
export interface Problem {
  key: SettingsMessageKey;
  values?: MessageValues;
}

export interface DraftProblems {
  /** per threshold row (its key): what is wrong with its currency and its amount */
  thresholds: Record<string, { currency?: Problem; amount?: Problem }>;
  quietHours?: Problem;
  timeZone?: Problem;
}

/** A currency's decimals from the provider's list (8 for one it does not list: the contract's finest). */
export function decimalsOf(currencies: readonly CurrencyPrecision[], code: string): number {
  return currencies.find((currency) => currency.code === code)?.decimals ?? 8;
}

/** What the amount of a threshold in `currency` must be fixed for; none when it is fine. */
function amountProblem(text: string, currency: string, currencies: readonly CurrencyPrecision[]) {
  const amount = parseAmountInput(text);
  if (!amount) return { key: 'thresholdAmountInvalid' } as const;
  if (amount.lte(0)) return { key: 'thresholdAmountPositive' } as const;
  if (amount.gt(MAX_THRESHOLD)) return { key: 'thresholdAmountTooLarge' } as const;
  const decimals = decimalsOf(currencies, currency);
  if (currency && decimalPlaces(amount) > decimals)
    return { key: 'thresholdAmountDecimals', values: { currency, count: decimals } } as const;
  return undefined;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What keeps the draft from being sent, checked as the provider would check it (one threshold per currency, of
 * a listed currency, above 0 with no more decimals than the currency has; quiet hours that start and end at
 * different times; a time zone); null when it may be sent.
 */
export function draftProblems(
  draft: PreferencesDraft,
  currencies: readonly CurrencyPrecision[],
  timeZones: readonly string[],
): DraftProblems | null {
  const problems: DraftProblems = { thresholds: {} };
  let found = false;
  const seen = new Set<string>();
  for (const row of draft.thresholds) {
    const rowProblems: { currency?: Problem; amount?: Problem } = {};
    if (!row.currency) rowProblems.currency = { key: 'thresholdCurrencyMissing' };
    else if (seen.has(row.currency))
      rowProblems.currency = { key: 'thresholdCurrencyTwice', values: { currency: row.currency } };
    seen.add(row.currency);
    const amount = amountProblem(row.amount, row.currency, currencies);
    if (amount) rowProblems.amount = amount;
    if (rowProblems.currency || rowProblems.amount) {
      problems.thresholds[row.key] = rowProblems;
      found = true;
    }
  }
  if (!TIME_OF_DAY.test(draft.quietStart) || !TIME_OF_DAY.test(draft.quietEnd)) {
    problems.quietHours = { key: 'quietTimesInvalid' };
    found = true;
  } else if (draft.quietStart === draft.quietEnd) {
    problems.quietHours = { key: 'quietSameTimes' };
    found = true;
  }
  if (!timeZones.includes(draft.timeZone)) {
    problems.timeZone = { key: 'timeZoneUnknown' };
    found = true;
  }
  return found ? problems : null;
}

/** The document to send, from a draft `draftProblems` found nothing wrong with. */
export function toPreferences(draft: PreferencesDraft): NotificationPreferences {
  return {
    kinds: draft.kinds,
    largePayment: draft.thresholds.map(({ currency, amount }) => ({
      currency,
      amount: toProviderAmount(parseAmountInput(amount)!),
    })),
    quietHours: { enabled: draft.quietEnabled, start: draft.quietStart, end: draft.quietEnd },
    digest: { enabled: draft.digestEnabled, hour: draft.digestHour },
    timeZone: draft.timeZone,
  };
}

/** An hour of the day as the settings write it: "08:00". */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The time zones a user may choose: the engine's list (Intl), with UTC, and the saved one when the engine does
 * not list it (an alias such as "Asia/Calcutta" still saved from elsewhere), sorted.
 */
export function timeZoneChoices(saved: string): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, 'UTC', saved])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** This device's time zone (the browser's), or null when it does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
