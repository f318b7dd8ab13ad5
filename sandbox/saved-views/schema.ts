/**
 * Issue 34's saved views: named filters of the transactions or payouts list, kept per user and organization
 * (each in the environment it was saved in). They go with the organization (ON DELETE CASCADE), with the account,
 * and with the membership: a member removed from an organization loses their views of it at once (the trigger),
 * so a link they shared stops opening for everyone. A master is no member: their views stay until the
 * organization is deleted.
 */
export const savedViewsSchema = `
CREATE TABLE IF NOT EXISTS saved_views (
  _id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  list TEXT NOT NULL CHECK (list IN ('transactions','payouts')),
  name TEXT NOT NULL,
  -- the name lower-cased: "Failed USD" and "failed usd" are the same name
  name_key TEXT NOT NULL,
  filters TEXT NOT NULL,       -- JSON {name: string}
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, org_id, list, name_key)
);
CREATE INDEX IF NOT EXISTS saved_views_owner ON saved_views(user_id, org_id, created_at);
CREATE TRIGGER IF NOT EXISTS saved_views_member_removed AFTER DELETE ON members
  BEGIN DELETE FROM saved_views WHERE org_id = OLD.org_id AND user_id = OLD.user_id; END;
`;
