/**
 * Daily digests: once per local day, at the first moment at or after the hour the user chose in their time zone,
 * the digest of the previous local day for the organization and environment the user is looking at (their
 * current ones), stored and announced by one `digest` notification. A sandbox that was down at that hour catches
 * up the same day; a day it missed entirely is not made later, and a day never gets two (UNIQUE (user_id, date)).
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { newId } from '../rng.ts';
import { digestContent, type DigestContent } from './digest-content.ts';
import type { Deliver } from './deliver.ts';
import { usersWithDigest } from './preferences.ts';
import { dayBefore, instantOfLocal, localTimeAt } from './zoned-time.ts';

/** How many digests listDigests returns at most. */
const DIGESTS_LISTED = 14;

interface DigestRow {
  _id: string;
  user_id: string;
  org_id: string;
  org_name: string;
  env: EnvName;
  date: string;
  time_zone: string;
  period_start: string;
  period_end: string;
  content: string;
  created_at: string;
}

const WITH_ORG_NAME = `SELECT d.*, COALESCE(o.name, '') AS org_name FROM digests d
  LEFT JOIN organizations o ON o._id = d.org_id`;

export function toDigest(row: DigestRow): Schemas['Digest'] {
  return {
    _id: row._id,
    orgId: row.org_id,
    orgName: row.org_name,
    env: row.env,
    date: row.date,
    timeZone: row.time_zone,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    createdAt: row.created_at,
    ...(JSON.parse(row.content) as DigestContent),
  };
}

/** The user's digest of this id, whatever its organization; undefined for another user's or an unknown one. */
export function digestOfUser(db: Db, userId: string, id: string): DigestRow | undefined {
  return db.prepare(`${WITH_ORG_NAME} WHERE d._id = ? AND d.user_id = ?`).get(id, userId) as
    DigestRow | undefined;
}

/** The user's latest digests of these organizations (null: every one) and environment, newest first. */
export function digestsOfUser(db: Db, userId: string, orgIds: string[] | null, env: EnvName): DigestRow[] {
  if (orgIds !== null && orgIds.length === 0) return [];
  const orgSql = orgIds === null ? '' : ` AND d.org_id IN (${orgIds.map(() => '?').join(',')})`;
  return db
    .prepare(
      `${WITH_ORG_NAME} WHERE d.user_id = ? AND d.env = ?${orgSql} ORDER BY d.date DESC, d._id LIMIT ?`,
    )
    .all(userId, env, ...(orgIds ?? []), DIGESTS_LISTED) as DigestRow[];
}

/** Makes and announces every digest that is due now. */
export function makeDueDigests(db: Db, now: Date, deliver: Deliver): void {
  for (const { userId, prefs } of usersWithDigest(db)) {
    const local = localTimeAt(now, prefs.timeZone);
    if (local.hour < prefs.digest.hour) continue;
    const date = dayBefore(local.date);
    if (db.prepare('SELECT 1 FROM digests WHERE user_id = ? AND date = ?').get(userId, date)) continue;
    const scope = db.prepare('SELECT current_org_id, current_env FROM users WHERE _id = ?').get(userId) as
      { current_org_id: string | null; current_env: EnvName } | undefined;
    // nothing to sum up for a user without an organization
    if (!scope?.current_org_id) continue;
    const period = {
      orgId: scope.current_org_id,
      env: scope.current_env,
      start: instantOfLocal(date, 0, prefs.timeZone).toISOString(),
      end: instantOfLocal(local.date, 0, prefs.timeZone).toISOString(),
    };
    const id = newId();
    const made =
      db
        .prepare(
          `INSERT OR IGNORE INTO digests (_id, user_id, org_id, env, date, time_zone, period_start, period_end,
             content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          userId,
          period.orgId,
          period.env,
          date,
          prefs.timeZone,
          period.start,
          period.end,
          JSON.stringify(digestContent(db, period)),
          now.toISOString(),
        ).changes === 1;
    if (made)
      deliver([{ userId }], {
        kind: 'digest',
        orgId: period.orgId,
        env: period.env,
        data: { digestId: id, date },
      });
  }
}
