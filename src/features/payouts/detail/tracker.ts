/**
 * The payout tracker's rules, without React: where a payout stands on its timeline, how soon to read it again,
 * how its transaction hash is shown, and the only way a link to a block explorer is made.
 */
import type { PayoutDetail, PayoutStatus } from './queries.ts';

export type PayoutTimelineStep = PayoutDetail['timeline'][number];

/** pending and processing are on their way; paid and failed are final. */
export function isSettled(status: PayoutStatus): boolean {
  return status === 'paid' || status === 'failed';
}

/** The last step reached (Mantine Timeline's `active`), or -1 when none is. */
export function lastReached(timeline: readonly PayoutTimelineStep[]): number {
  return timeline.reduce((last, step, index) => (step.at ? index : last), -1);
}

/** Read it again every 2 s while it should land within a minute (or is late), else every 30 s. */
const SOON_MS = 60_000;
const NEAR_REFRESH_MS = 2000;
const FAR_REFRESH_MS = 30_000;

/**
 * How soon an unsettled payout is read again, or false once it has settled. The provider says when it expects
 * it (`expectedArrival`): a payout due in days is not read every two seconds, one due in seconds (the sandbox's)
 * moves on screen as it goes.
 */
export function refreshDelay(
  payout: Pick<PayoutDetail, 'status' | 'expectedArrival'>,
  now: number,
): number | false {
  if (isSettled(payout.status)) return false;
  const due = payout.expectedArrival ? Date.parse(payout.expectedArrival) : NaN;
  return Number.isNaN(due) || due - now <= SOON_MS ? NEAR_REFRESH_MS : FAR_REFRESH_MS;
}

/** A 64-digit hash shortened in the middle, so that both ends can still be compared: `3f5a9c0b…9d8e7f6a`. */
export function shortHash(hash: string, keep = 8): string {
  return hash.length <= keep * 2 + 1 ? hash : `${hash.slice(0, keep)}…${hash.slice(-keep)}`;
}

const TX_HASH = /^[0-9a-fA-F]{64}$/;
const PLACEHOLDER = '{hash}';

/**
 * The block explorer's page of a transaction, made only from the configuration's template and the hash; null
 * when either is not what it must be. The template must hold `{hash}` once and be https without a user name
 * or password, and the hash be 64 hex digits, so the link cannot go anywhere the template does not name: the
 * host is checked to be the same whatever the hash. A finished URL from anywhere is never followed.
 */
export function explorerLink(template: string | null, hash: string | null): string | null {
  if (!template || !hash || !TX_HASH.test(hash)) return null;
  if (template.split(PLACEHOLDER).length !== 2) return null;
  const filled = (value: string) => {
    try {
      return new URL(template.replace(PLACEHOLDER, value));
    } catch {
      return null;
    }
  };
  const url = filled(hash.toLowerCase());
  const probe = filled('0'.repeat(64));
  if (!url || !probe || url.protocol !== 'https:' || url.username || url.password) return null;
  if (url.host === '' || url.host !== probe.host) return null;
  return url.href;
}
