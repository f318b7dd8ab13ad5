import type { Db } from '../db.ts';

/** Whether the organization's owner requires two-step verification of every member. */
export function mfaRequired(db: Db, orgId: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM org_mfa_requirements WHERE org_id = ?').get(orgId));
}

export function setMfaRequired(db: Db, orgId: string, required: boolean, now: Date): void {
  if (required)
    db.prepare('INSERT OR IGNORE INTO org_mfa_requirements (org_id, required_at) VALUES (?, ?)').run(
      orgId,
      now.toISOString(),
    );
  else db.prepare('DELETE FROM org_mfa_requirements WHERE org_id = ?').run(orgId);
}

/**
 * The first organization (by name) of the user's that requires two-step verification, or undefined: it is
 * named to the user at the setup step, and it is why they may not skip it.
 */
export function organizationRequiringMfa(db: Db, userId: string): { _id: string; name: string } | undefined {
  return db
    .prepare(
      `SELECT o._id, o.name FROM organizations o JOIN members m ON m.org_id = o._id
       JOIN org_mfa_requirements r ON r.org_id = o._id WHERE m.user_id = ? ORDER BY o.name, o._id LIMIT 1`,
    )
    .get(userId) as { _id: string; name: string } | undefined;
}
