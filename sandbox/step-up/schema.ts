/**
 * Issue 33's step-up grants: a recent proof of identity, bound to a user and to one sign-in (`sid`), valid until
 * `valid_until`. One row per sign-in: a newer proof replaces the older one.
 */
export const stepUpSchema = `
CREATE TABLE IF NOT EXISTS step_up_grants (
  sid TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  proved_at TEXT NOT NULL,
  valid_until TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS step_up_grants_user ON step_up_grants (user_id);
`;
