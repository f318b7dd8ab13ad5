/**
 * Core tables of the sandbox (identity, organizations, sessions, notifications, push, outbox).
 * Money tables (transactions, payouts, refunds, disputes, ...) live in ./money/schema.ts and may
 * reference organizations(_id) and signing_keys(_id).
 * Dates are stored as ISO 8601 strings so they sort lexically and come back unchanged in responses.
 */
export const coreSchema = `
CREATE TABLE IF NOT EXISTS users (
  _id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  avatar TEXT,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user','master')),
  notification_config TEXT,            -- JSON object of strings, or NULL
  mfa_status TEXT NOT NULL DEFAULT 'not-initiated'
    CHECK (mfa_status IN ('skipped','disabled','enabled','not-initiated')),
  mfa_secret TEXT,                     -- base32, set once MFA is enabled
  is_email_verified INTEGER NOT NULL DEFAULT 0,
  is_accepted INTEGER NOT NULL DEFAULT 0,
  default_env TEXT NOT NULL DEFAULT 'test' CHECK (default_env IN ('test','live')),
  -- the per-user scope (docs/product/07-calls.md §7.9: current organization and environment are server-side state)
  current_org_id TEXT,
  current_env TEXT NOT NULL DEFAULT 'test' CHECK (current_env IN ('test','live')),
  created_at TEXT NOT NULL,
  -- the language the user chose (the contract's Language), NULL until they choose; added by db.ts to older databases
  language TEXT CHECK (language IN ('en','fr','ar'))
);

CREATE TABLE IF NOT EXISTS organizations (
  _id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT,
  user_id TEXT NOT NULL REFERENCES users(_id),   -- owner
  wallet_address TEXT,
  allow_kyc_optional INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS members (
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('owner','admin','developer','viewer')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (org_id, user_id)
);
CREATE INDEX IF NOT EXISTS members_user ON members(user_id);

CREATE TABLE IF NOT EXISTS invitations (
  _id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('admin','developer','viewer')),
  status TEXT NOT NULL CHECK (status IN ('pending','accepted','declined','expired')),
  invited_by TEXT NOT NULL REFERENCES users(_id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS invitations_email ON invitations(email);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  jti TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  replaced_by TEXT,
  sid TEXT                             -- the sign-in (token family); added by db.ts to older databases
);
CREATE INDEX IF NOT EXISTS refresh_tokens_user ON refresh_tokens(user_id);

-- sign-ins ended by logout: their access tokens are refused before they expire
CREATE TABLE IF NOT EXISTS ended_sessions (
  sid TEXT PRIMARY KEY,
  ended_at TEXT NOT NULL
);

-- a pending MFA step after a correct first factor (mfa-challenges.ts); mfa/* calls need its challenge value.
-- (the earlier mfa_challenges table was keyed by user id alone, so knowing an id was enough: dropped)
DROP TABLE IF EXISTS mfa_challenges;
CREATE TABLE IF NOT EXISTS login_challenges (
  challenge_hash TEXT PRIMARY KEY,     -- sha256 of the value the login returned; the value itself is never stored
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  pending_secret TEXT,                 -- set by mfa/set until a code verifies it
  failed_codes INTEGER NOT NULL DEFAULT 0,  -- wrong codes sent with this challenge; at 5 it is void
  expires_at TEXT NOT NULL,
  replaces_sid TEXT                    -- set up from a signed-in profile: the sign-in the step's session replaces
);
CREATE INDEX IF NOT EXISTS login_challenges_user ON login_challenges(user_id);

-- failed passwords and second factors of the last 15 minutes, for the per-account limits (attempt-limits.ts)
CREATE TABLE IF NOT EXISTS auth_failures (
  kind TEXT NOT NULL CHECK (kind IN ('password','otp')),
  subject TEXT NOT NULL,               -- password: the lower-cased email typed; otp: the user id
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_failures_subject ON auth_failures(kind, subject, at);

-- what the per-client, per-email and per-organization limits count (client-limits.ts), kept one window long
CREATE TABLE IF NOT EXISTS limited_events (
  action TEXT NOT NULL,                -- registration, reset-email, reset-address, invitation, failed-login
  subject TEXT NOT NULL,               -- a client address, a lower-cased email or an organization id
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS limited_events_subject ON limited_events(action, subject, at);

-- TOTP time steps already accepted, so a code can never be replayed
CREATE TABLE IF NOT EXISTS used_totp (
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  counter INTEGER NOT NULL,
  used_at TEXT NOT NULL,
  PRIMARY KEY (user_id, counter)
);

CREATE TABLE IF NOT EXISTS password_resets (
  token_hash TEXT PRIMARY KEY,         -- sha256 of the emailed token; the token itself is never stored
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- emailed proof that a user reads their address (routes/email-verification.ts); also paces resending
CREATE TABLE IF NOT EXISTS email_verifications (
  token_hash TEXT PRIMARY KEY,         -- sha256 of the emailed token; the token itself is never stored
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX IF NOT EXISTS email_verifications_user ON email_verifications(user_id, created_at);

CREATE TABLE IF NOT EXISTS signing_keys (
  _id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  name TEXT NOT NULL,
  key_prefix TEXT NOT NULL,
  secret_hash TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active','revoked')),
  created_by TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX IF NOT EXISTS signing_keys_scope ON signing_keys(org_id, env);

CREATE TABLE IF NOT EXISTS notifications (
  _id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  org_id TEXT,
  env TEXT,
  type TEXT NOT NULL DEFAULT 'payout',
  read INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,                  -- JSON {amount, currency, endDate, payoutId}
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_user ON notifications(user_id, created_at);

CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- emails the sandbox "sent" (see mail.ts); served at GET /__sandbox/outbox only to test servers
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL
);

-- the image service the sandbox plays: uploaded logos and avatars (image-service.ts)
CREATE TABLE IF NOT EXISTS images (
  file_id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,           -- the last segment of the image's URL: <file_id>.<ext>
  mime_type TEXT NOT NULL CHECK (mime_type IN ('image/png','image/jpeg','image/webp')),
  bytes BLOB NOT NULL,
  uploaded_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
