/**
 * Tables of issue 32's events: what each user wants to be told, the threshold alert rules with their state, the
 * dispute reminders already sent and the daily digests made. Dates are ISO 8601 strings (UTC) so they sort.
 */
export const eventsSchema = `
-- one user's NotificationPreferences (JSON of the contract's shape); no row: the defaults (preferences.ts)
CREATE TABLE IF NOT EXISTS notification_preferences (
  user_id TEXT PRIMARY KEY REFERENCES users(_id) ON DELETE CASCADE,
  prefs TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- threshold alert rules of an organization and environment (alert-rules.ts); the threshold is INTEGER units of
-- 1e-8 like every amount (money/currencies.ts), a percentage too (12.5 % = 1250000000), so comparisons are exact
CREATE TABLE IF NOT EXISTS alert_rules (
  _id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  owner_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('balanceBelow','payoutAbove','failureRateAbove')),
  currency TEXT,
  threshold INTEGER NOT NULL CHECK (threshold > 0),
  state TEXT NOT NULL DEFAULT 'armed' CHECK (state IN ('armed','triggered')),
  last_triggered_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS alert_rules_scope ON alert_rules(org_id, env, created_at);

CREATE TABLE IF NOT EXISTS alert_subscriptions (
  rule_id TEXT NOT NULL REFERENCES alert_rules(_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (rule_id, user_id)
);

-- the 72 h and 24 h reminders each open dispute got (a 72 h one passed over when the dispute came in later)
CREATE TABLE IF NOT EXISTS dispute_reminders (
  dispute_id TEXT NOT NULL,
  hours_left INTEGER NOT NULL CHECK (hours_left IN (72, 24)),
  at TEXT NOT NULL,
  PRIMARY KEY (dispute_id, hours_left)
);

-- each user's daily digests, one per local day at most (digests.ts); content: JSON of the contract's Digest lists
CREATE TABLE IF NOT EXISTS digests (
  _id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  date TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, date)
);
`;
