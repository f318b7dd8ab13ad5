/** The saved_views table (schema.ts): read and written only here. */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { newId } from '../rng.ts';

export type SavedView = Schemas['SavedView'];
export type SavedViewList = Schemas['SavedViewList'];

interface SavedViewRow {
  _id: string;
  user_id: string;
  org_id: string;
  env: EnvName;
  list: SavedViewList;
  name: string;
  filters: string;
  created_at: string;
  updated_at: string;
}

function toSavedView(row: SavedViewRow): SavedView {
  return {
    _id: row._id,
    name: row.name,
    list: row.list,
    filters: JSON.parse(row.filters) as Record<string, string>,
    orgId: row.org_id,
    env: row.env,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The key two names are compared by: the same name in another case is the same name. */
const nameKey = (name: string) => name.toLowerCase();

/** One user's views of one organization, both environments, newest first. */
export function viewsOf(db: Db, userId: string, orgId: string): SavedView[] {
  const rows = db
    .prepare(
      'SELECT * FROM saved_views WHERE user_id = ? AND org_id = ? ORDER BY created_at DESC, rowid DESC',
    )
    .all(userId, orgId) as SavedViewRow[];
  return rows.map(toSavedView);
}

export function countViews(db: Db, userId: string, orgId: string): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM saved_views WHERE user_id = ? AND org_id = ?')
      .get(userId, orgId) as {
      n: number;
    }
  ).n;
}

/** The id of the user's view of this organization and list with this name (any case), if there is one. */
export function viewNamed(
  db: Db,
  key: { userId: string; orgId: string; list: SavedViewList; name: string },
): string | undefined {
  const row = db
    .prepare('SELECT _id FROM saved_views WHERE user_id = ? AND org_id = ? AND list = ? AND name_key = ?')
    .get(key.userId, key.orgId, key.list, nameKey(key.name)) as { _id: string } | undefined;
  return row?._id;
}

export function viewById(db: Db, id: string): SavedView | undefined {
  const row = db.prepare('SELECT * FROM saved_views WHERE _id = ?').get(id) as SavedViewRow | undefined;
  return row && toSavedView(row);
}

export function insertView(
  db: Db,
  view: {
    userId: string;
    orgId: string;
    env: EnvName;
    list: SavedViewList;
    name: string;
    filters: Record<string, string>;
  },
  now: string,
): SavedView {
  const id = newId();
  db.prepare(
    `INSERT INTO saved_views (_id, user_id, org_id, env, list, name, name_key, filters, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    view.userId,
    view.orgId,
    view.env,
    view.list,
    view.name,
    nameKey(view.name),
    JSON.stringify(view.filters),
    now,
    now,
  );
  return viewById(db, id)!;
}

export function renameView(db: Db, id: string, name: string, now: string): SavedView {
  db.prepare('UPDATE saved_views SET name = ?, name_key = ?, updated_at = ? WHERE _id = ?').run(
    name,
    nameKey(name),
    now,
    id,
  );
  return viewById(db, id)!;
}

export function deleteView(db: Db, id: string): void {
  db.prepare('DELETE FROM saved_views WHERE _id = ?').run(id);
}
