/**
 * Dispute deadline reminders: 72 hours and 24 hours before an open dispute's due_by, each once per dispute (the
 * sent ones are remembered in dispute_reminders). A dispute that comes in with less than 24 hours left gets the
 * 24-hour one only; its 72-hour one is recorded as passed over.
 */
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { isoAfter } from '../clock.ts';
import { toMajor } from '../money/currencies.ts';
import type { Deliver } from './deliver.ts';
import { organizationMemberIds } from './recipients.ts';

const HOUR = 3_600_000;

interface OpenDispute {
  _id: string;
  payment_id: string;
  org_id: string;
  env: EnvName;
  amount: number;
  currency: string;
  due_by: string;
}

/** Claims a reminder; false when it was sent (or passed over) before. */
function claim(db: Db, disputeId: string, hoursLeft: 72 | 24, now: Date): boolean {
  return (
    db
      .prepare('INSERT OR IGNORE INTO dispute_reminders (dispute_id, hours_left, at) VALUES (?, ?, ?)')
      .run(disputeId, hoursLeft, now.toISOString()).changes === 1
  );
}

/** Sends the reminders that are due now to every member of each dispute's organization. */
export function sendDisputeReminders(db: Db, now: Date, deliver: Deliver): void {
  const open = db
    .prepare(
      `SELECT _id, payment_id, org_id, env, amount, currency, due_by FROM disputes
       WHERE status = 'open' AND due_by > ? AND due_by <= ? ORDER BY due_by`,
    )
    .all(now.toISOString(), isoAfter(now, 72 * HOUR)) as OpenDispute[];
  for (const d of open) {
    const hoursLeft = Date.parse(d.due_by) - now.getTime() <= 24 * HOUR ? 24 : 72;
    const due = db.transaction(() => {
      const fresh = claim(db, d._id, hoursLeft, now);
      // a 24-hour reminder ends the 72-hour one's chance: it would say 72 hours when fewer are left
      if (hoursLeft === 24) claim(db, d._id, 72, now);
      return fresh;
    })();
    if (!due) continue;
    deliver(
      organizationMemberIds(db, d.org_id).map((userId) => ({ userId })),
      {
        kind: 'disputeDeadline',
        orgId: d.org_id,
        env: d.env,
        data: {
          disputeId: d._id,
          paymentId: d.payment_id,
          amount: toMajor(d.amount),
          currency: d.currency,
          dueBy: d.due_by,
          hoursLeft,
        },
      },
    );
  }
}
