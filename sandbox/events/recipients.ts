/** Who an organization's news goes to. */
import type { Db } from '../db.ts';

/** Every member of the organization, its owner included; none for an unknown organization. */
export function organizationMemberIds(db: Db, orgId: string): string[] {
  const rows = db
    .prepare(
      `SELECT user_id FROM organizations WHERE _id = ?
       UNION SELECT user_id FROM members WHERE org_id = ?`,
    )
    .all(orgId, orgId) as { user_id: string }[];
  return rows.map((r) => r.user_id);
}

/** Whether the user may still hear about the organization: a member (its owner included) or a master. */
export function mayHearAbout(db: Db, orgId: string, userId: string): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM users u WHERE u._id = ? AND (u.role = 'master'
         OR EXISTS (SELECT 1 FROM members m WHERE m.org_id = ? AND m.user_id = u._id)
         OR EXISTS (SELECT 1 FROM organizations o WHERE o._id = ? AND o.user_id = u._id))`,
    )
    .get(userId, orgId, orgId);
  return row !== undefined;
}

/** Who asked to be told when this payout lands ("Notify me when it lands"). */
export function payoutWatcherIds(db: Db, payoutId: string): string[] {
  return (
    db
      .prepare('SELECT user_id FROM payout_watches WHERE payout_id = ? ORDER BY created_at')
      .all(payoutId) as {
      user_id: string;
    }[]
  ).map((r) => r.user_id);
}
