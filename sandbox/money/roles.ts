/** Who may move money: masters, and members of the organization concerned with a role allowed to. */
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import type { MoneySession } from './scope.ts';

/** Payouts move the organization's money out: owners and admins only. */
export const PAYOUT_ROLES = ['owner', 'admin'];
/** Refunds are routine support work (as in Stripe, developers may issue them); viewers only look. */
export const REFUND_ROLES = ['owner', 'admin', 'developer'];

export function assertMoneyRole(
  db: Db,
  session: MoneySession,
  orgId: string,
  roles: string[],
  /** what was refused, for a member's message ("create payouts"): the screen shows the user why */
  action: string,
): void {
  if (session.isMaster) return;
  const m = db
    .prepare(`SELECT role FROM members WHERE org_id = ? AND user_id = ?`)
    .get(orgId, session.userId) as { role: string } | undefined;
  if (!m) throw new ApiError(403, 'Forbidden');
  if (!roles.includes(m.role)) throw new ApiError(403, `Your role (${m.role}) cannot ${action}`);
}
