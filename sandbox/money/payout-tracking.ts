/**
 * A payout's tracking as the provider reports it (getPayout): its timeline of steps, when it is expected to land
 * and, for a crypto payout, its transaction and the confirmations it has. All of it is read off the lifecycle's
 * recorded changes (payout-lifecycle.ts: pending → processing → paid or failed, a step apart) and the sandbox
 * clock, so it needs no table of its own and moves with the clock in tests:
 *
 * - requested: the payout's creation (its `pending` change);
 * - reviewed: when it became `processing`: the provider checked the request and started paying it;
 * - sent: half a step later, when the money leaves (the bank transfer, or the crypto transaction broadcast,
 *   which is when it has a hash); a payout that fails (payoutFails) is refused before it leaves: never sent;
 * - paid or failed: the final change, a step after it was reviewed. For crypto, paid is the moment the
 *   transaction reaches its required confirmations, which grow evenly from sent until then.
 *
 * A payout from before changes were recorded (the seed's) reports every step it passed at its creation time,
 * as its status history does.
 */
import { createHash } from 'node:crypto';
import { payoutFails, type PayoutStatus, type StatusChange } from './payout-lifecycle.ts';

/** Confirmations after which the sandbox counts a crypto payout as paid (every network alike). */
const REQUIRED_CONFIRMATIONS = 6;

type PayoutStep = 'requested' | 'reviewed' | 'sent' | 'paid' | 'failed';

interface TimelineStep {
  step: PayoutStep;
  /** when the step was reached; null while it is not */
  at: string | null;
}

export interface PayoutTracking {
  /** requested, reviewed, sent, then paid or failed: always four steps, in that order */
  timeline: TimelineStep[];
  /** while on its way, when it should land; once paid, when it did; null once failed */
  expectedArrival: string | null;
  /** crypto, once sent: the transaction's hash (64 hex digits); null otherwise */
  txHash: string | null;
  /** crypto, once sent: how many confirmations it has (the required number once paid); null otherwise */
  confirmations: number | null;
  /** crypto: how many it needs to be paid; null for fiat */
  requiredConfirmations: number | null;
}

interface TrackedPayout {
  _id: string;
  status: string;
  created_at: string;
  currency_category: string;
  net_amount: number;
}

const iso = (ms: number) => new Date(Math.floor(ms)).toISOString();

/**
 * The sandbox's transaction hash of a crypto payout: the same on every read and after a restart, revealed
 * once the payout is sent. A real provider reports the network's own.
 */
export function sandboxTxHash(payoutId: string): string {
  return createHash('sha256').update(`sandbox-payout-transaction:${payoutId}`).digest('hex');
}

export function payoutTracking(
  row: TrackedPayout,
  history: readonly StatusChange[],
  { now, stepMs }: { now: Date; stepMs: number },
): PayoutTracking {
  const status = row.status as PayoutStatus;
  const recorded = (s: PayoutStatus) => history.find((change) => change.status === s)?.at;
  const finalAt = status === 'paid' || status === 'failed' ? (recorded(status) ?? row.created_at) : null;
  const requested = recorded('pending') ?? row.created_at;
  const reviewed = status === 'pending' ? null : (recorded('processing') ?? finalAt ?? row.created_at);
  const sent = sentAt(row, status, reviewed, finalAt, now, stepMs);

  const crypto = row.currency_category === 'crypto';
  return {
    timeline: [
      { step: 'requested', at: requested },
      { step: 'reviewed', at: reviewed },
      { step: 'sent', at: sent },
      status === 'failed' ? { step: 'failed', at: finalAt } : { step: 'paid', at: finalAt },
    ],
    expectedArrival: expectedArrival(status, requested, reviewed, finalAt, stepMs),
    txHash: crypto && sent ? sandboxTxHash(row._id) : null,
    confirmations: crypto && sent ? confirmations(status, sent, now, stepMs) : null,
    requiredConfirmations: crypto ? REQUIRED_CONFIRMATIONS : null,
  };
}

/** Half a step after it was reviewed; for a paid payout, halfway between reviewed and paid (whatever the step). */
function sentAt(
  row: TrackedPayout,
  status: PayoutStatus,
  reviewed: string | null,
  finalAt: string | null,
  now: Date,
  stepMs: number,
): string | null {
  if (status === 'paid' && reviewed && finalAt) return iso((Date.parse(reviewed) + Date.parse(finalAt)) / 2);
  if (status !== 'processing' || !reviewed || payoutFails(row.net_amount)) return null;
  const due = Date.parse(reviewed) + stepMs / 2;
  return due <= now.getTime() ? iso(due) : null;
}

/**
 * The sandbox's estimate is its own schedule, which lands every payout a step after it was reviewed (two after
 * it was requested). A real provider estimates from the rail: a bank transfer's business days, a network's
 * block time for the confirmations still needed.
 */
function expectedArrival(
  status: PayoutStatus,
  requested: string,
  reviewed: string | null,
  finalAt: string | null,
  stepMs: number,
): string | null {
  if (status === 'paid') return finalAt;
  if (status === 'failed') return null;
  if (status === 'processing' && reviewed) return iso(Date.parse(reviewed) + stepMs);
  return iso(Date.parse(requested) + 2 * stepMs);
}

/** Grows by one every (half a step / required) from sent; the last one is the payout's move to paid. */
function confirmations(status: PayoutStatus, sent: string, now: Date, stepMs: number): number {
  if (status === 'paid') return REQUIRED_CONFIRMATIONS;
  const every = stepMs / 2 / REQUIRED_CONFIRMATIONS;
  const grown = Math.floor((now.getTime() - Date.parse(sent)) / every);
  return Math.max(0, Math.min(REQUIRED_CONFIRMATIONS - 1, grown));
}
