/**
 * Issue 33's recovery codes and the organizations' two-step requirement (recovery/codes.ts,
 * recovery/requirement.ts read and write them).
 */
export const recoverySchema = `
-- one row per code a user holds: only its scrypt hash (passwords.ts), never the code; used_at once spent
CREATE TABLE IF NOT EXISTS recovery_codes (
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS recovery_codes_user ON recovery_codes(user_id);

-- an organization whose owner requires two-step verification of every member (absent: not required)
CREATE TABLE IF NOT EXISTS org_mfa_requirements (
  org_id TEXT PRIMARY KEY REFERENCES organizations(_id) ON DELETE CASCADE,
  required_at TEXT NOT NULL
);
`;
