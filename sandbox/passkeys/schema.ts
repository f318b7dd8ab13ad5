/**
 * Issue 33's passkeys (WebAuthn credentials) and their ceremonies' challenges.
 *
 * A passkey belongs to one user and one relying party (`rp_id`, the brand host it was registered on): the
 * browser offers it on that host only. `public_key` is the COSE key the authenticator sent at registration, kept
 * as bytes and handed back to @simplewebauthn/server as is. A challenge serves one ceremony: its purpose, the
 * user it was issued for (null for a sign-in by discoverable credential, where nobody is known yet), the RP ID it
 * was issued on, and `used_at` once a response presented it, successful or not.
 */
export const passkeysSchema = `
CREATE TABLE IF NOT EXISTS passkeys (
  _id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  rp_id TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX IF NOT EXISTS passkeys_user ON passkeys (user_id, created_at);
CREATE TABLE IF NOT EXISTS passkey_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'signIn', 'stepUp')),
  user_id TEXT REFERENCES users(_id) ON DELETE CASCADE,
  rp_id TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX IF NOT EXISTS passkey_challenges_expiry ON passkey_challenges (expires_at);
`;
