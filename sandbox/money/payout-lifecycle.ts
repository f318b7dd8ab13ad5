/**
 * Payouts move on their own: pending → processing → paid, or → failed for the documented rule (payoutFails),
 * one step every `stepMs` after the previous one. Each change is recorded with its time (the payout page's
 * timeline) and handed to `notify` (events/index.ts), which announces paid and failed to the organization's
 * members (bell and Web Push) and re-evaluates its alert rules.
 *
 * Time comes from the sandbox clock (deps.now), so tests with a pinned clock are deterministic: a step happens
 * when the clock says it is due, either on a timer or when a payout is read ("advanced on read"). A restart
 * therefore never strands a payout: the first read, or the timer armed at start, catches up.
 */
import type { Db } from '../db.ts';
import type { NotifyInput } from '../deps.ts';
import { SCALE, toMajor } from './currencies.ts';

export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';
export interface StatusChange {
  status: PayoutStatus;
  at: string;
}

/** The default time between two steps; `npm start` reads SANDBOX_PAYOUT_STEP_MS. */
export const DEFAULT_PAYOUT_STEP_MS = 3000;

export function payoutStepMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SANDBOX_PAYOUT_STEP_MS?.trim();
  if (!raw) return DEFAULT_PAYOUT_STEP_MS;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < 10 || ms > 3_600_000)
    throw new Error(
      `SANDBOX_PAYOUT_STEP_MS must be a whole number of milliseconds from 10 to 3600000, not "${raw}"`,
    );
  return ms;
}

/** Sandbox rule, documented for testers: a payout whose net amount's cents are .13 (e.g. 25.13 USD, 0.1312 BTC) fails while processing. */
export function payoutFails(netUnits: number): boolean {
  return Math.floor(netUnits / (SCALE / 100)) % 100 === 13;
}

export function recordStatus(db: Db, payoutId: string, status: PayoutStatus, at: string): void {
  db.prepare('INSERT OR IGNORE INTO payout_status_changes (payout_id, status, at) VALUES (?,?,?)').run(
    payoutId,
    status,
    at,
  );
}

type PayoutRow = Record<string, unknown> & { _id: string; status: string; created_at: string };

/**
 * The payout's changes, oldest first. Payouts written before changes were recorded (the seed's, older
 * databases) have none: their timeline is their current status since their creation.
 */
export function statusHistory(db: Db, row: PayoutRow): StatusChange[] {
  const changes = db
    .prepare('SELECT status, at FROM payout_status_changes WHERE payout_id = ? ORDER BY at, rowid')
    .all(row._id) as StatusChange[];
  return changes.length > 0 ? changes : [{ status: row.status as PayoutStatus, at: row.created_at }];
}

interface Unsettled {
  _id: string;
  status: 'pending' | 'processing';
  net_amount: number;
  org_id: string;
  env: 'test' | 'live';
  currency: string;
  end_date: string;
  /** the time of its latest change (its creation when none was recorded) */
  since: string;
}

const UNSETTLED_SQL = `SELECT p._id, p.status, p.net_amount, p.org_id, p.env, p.currency, p.end_date,
    COALESCE((SELECT MAX(at) FROM payout_status_changes c WHERE c.payout_id = p._id), p.created_at) AS since
  FROM payouts p WHERE p.status IN ('pending','processing')`;

/** A payout notification's input for a payout that just changed. */
function announcement(p: Unsettled, status: PayoutStatus): NotifyInput {
  return {
    orgId: p.org_id,
    env: p.env,
    data: {
      amount: toMajor(p.net_amount),
      currency: p.currency,
      endDate: p.end_date,
      payoutId: p._id,
      status,
    },
  };
}

/**
 * Takes every payout whose next step is due by `now` through it, as many steps as are due (a restart after a
 * long pause catches up); a step is dated when it was due, not when it was noticed, so the timeline keeps its
 * spacing. Notifies after the commit. Returns how many steps were taken.
 */
function advanceDuePayouts(db: Db, now: Date, stepMs: number, notify: (input: NotifyInput) => void): number {
  const announced: NotifyInput[] = [];
  const select = db.prepare(UNSETTLED_SQL);
  const update = db.prepare('UPDATE payouts SET status = ? WHERE _id = ? AND status = ?');
  db.transaction(() => {
    for (const p of select.all() as Unsettled[]) {
      let status: PayoutStatus = p.status;
      let since = Date.parse(p.since);
      while ((status === 'pending' || status === 'processing') && since + stepMs <= now.getTime()) {
        const next: PayoutStatus =
          status === 'pending' ? 'processing' : payoutFails(p.net_amount) ? 'failed' : 'paid';
        since += stepMs;
        update.run(next, p._id, status);
        recordStatus(db, p._id, next, new Date(since).toISOString());
        announced.push(announcement(p, next));
        status = next;
      }
    }
  })();
  // after the commit: a notification must never announce a change that was rolled back
  for (const input of announced) notify(input);
  return announced.length;
}

/** When the next step of any payout is due (epoch ms), or null when every payout has settled. */
function nextStepDue(db: Db, stepMs: number): number | null {
  const row = db.prepare(`SELECT MIN(since) AS since FROM (${UNSETTLED_SQL})`).get() as {
    since: string | null;
  };
  return row.since === null ? null : Date.parse(row.since) + stepMs;
}

export interface PayoutClock {
  /** takes the due steps now (called before a payout is read) and keeps the timer armed */
  advance(): void;
  /** stops the timer for good (the sandbox is closing) */
  stop(): void;
}

/**
 * The timer that moves payouts while nobody reads them. One timer at a time, armed for the earliest due step;
 * unref'd so it never keeps a process (a test run, a closing server) alive.
 */
export function startPayoutClock(opts: {
  db: Db;
  now: () => Date;
  stepMs: number;
  notify: (input: NotifyInput) => void;
}): PayoutClock {
  const { db, now, stepMs, notify } = opts;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const arm = () => {
    if (stopped || timer || !db.open) return;
    const due = nextStepDue(db, stepMs);
    if (due === null) return;
    // at least 10 ms: a clock that stands still (tests) must not turn this into a busy loop
    const delay = Math.min(Math.max(due - now().getTime(), 10), stepMs);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  };
  const advance = () => {
    if (stopped || !db.open) return;
    try {
      advanceDuePayouts(db, now(), stepMs, notify);
    } catch (err) {
      console.warn('[sandbox] payout step failed:', (err as Error).message ?? err);
    }
    arm();
  };
  const tick = () => {
    timer = undefined;
    advance();
  };
  // a restart resumes the payouts it left pending or processing
  arm();
  return {
    advance,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
