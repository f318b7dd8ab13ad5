/**
 * Issue 33's audit log: every change a member makes, recorded by the provider (audit/record.ts) and never edited
 * or deleted through the API. Triggers refuse UPDATE and DELETE, so even a bug in a route cannot rewrite history;
 * only an organization's deletion (ON DELETE CASCADE) removes its entries with it.
 */
export const auditSchema = `
CREATE TABLE IF NOT EXISTS audit_entries (
  _id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  -- the environment of an environment's data (refunds, payouts, API keys, payment configuration); NULL for the
  -- organization's own changes (team, settings) and the member's account (sign-ins, two-step verification)
  env TEXT CHECK (env IN ('test','live')),
  actor_id TEXT,               -- NULL: the provider itself (no member acted)
  actor_email TEXT,            -- kept as it was then: the entry stays readable after the member leaves
  kind TEXT NOT NULL,          -- AuditKind (audit/record.ts)
  target_id TEXT,              -- the record changed (a payout's, a member's, a key's id), when there is one
  target_label TEXT,           -- its readable name as it was then (a member's e-mail, a key's name)
  changes TEXT NOT NULL,       -- JSON [{field, before, after}] of display values; secrets never
  client_address TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_entries_scope ON audit_entries(org_id, created_at);
CREATE TRIGGER IF NOT EXISTS audit_entries_no_update BEFORE UPDATE ON audit_entries
  BEGIN SELECT RAISE(ABORT, 'audit entries cannot be changed'); END;
CREATE TRIGGER IF NOT EXISTS audit_entries_no_delete BEFORE DELETE ON audit_entries
  WHEN (SELECT COUNT(*) FROM organizations WHERE _id = OLD.org_id) > 0
  BEGIN SELECT RAISE(ABORT, 'audit entries cannot be deleted'); END;
`;
