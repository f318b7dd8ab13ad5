import type { components } from '../../../shared/provider-schema.gen.ts';
import { translate } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';

type DisputeStatus = components['schemas']['DisputeStatus'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Under this much time left, the deadline is shown as urgent (issue 11: red under 48 h). */
const URGENT_WITHIN_MS = 48 * HOUR;

export interface DeadlineCountdown {
  /** what the list says: "3 days left", "5 hours left", "Overdue", "Closed (won)" */
  label: string;
  tone: 'urgent' | 'normal' | 'overdue' | 'closed';
}

/**
 * The response deadline of a dispute as a countdown from `now`. A decided dispute (won, lost) has no deadline
 * any more; an open one past its `dueBy` is overdue. Whole days from 48 hours up, hours below, and minutes in
 * the last hour (always rounded down: "1 day left" never hides that less than a day is left). The label is in
 * the language spoken when it is asked for (the list asks again at each render).
 */
export function disputeDeadline(
  dispute: { status: DisputeStatus; dueBy: string },
  now: Date,
): DeadlineCountdown {
  if (dispute.status === 'won' || dispute.status === 'lost')
    return {
      label: translate(transactionsMessages, 'deadlineClosed', { status: dispute.status }),
      tone: 'closed',
    };
  const due = Date.parse(dispute.dueBy);
  if (Number.isNaN(due)) return { label: translate(transactionsMessages, 'noDeadline'), tone: 'normal' };
  const left = due - now.getTime();
  if (left <= 0) return { label: translate(transactionsMessages, 'overdue'), tone: 'overdue' };
  const tone = left < URGENT_WITHIN_MS ? 'urgent' : 'normal';
  if (left >= URGENT_WITHIN_MS)
    return { label: translate(transactionsMessages, 'daysLeft', { count: Math.floor(left / DAY) }), tone };
  if (left >= HOUR)
    return { label: translate(transactionsMessages, 'hoursLeft', { count: Math.floor(left / HOUR) }), tone };
  return {
    label: translate(transactionsMessages, 'minutesLeft', { count: Math.max(1, Math.floor(left / 60_000)) }),
    tone,
  };
}
