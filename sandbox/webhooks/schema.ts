/**
 * Issue 33's webhook deliveries: one row per event sent to an organization's payment configuration's webhook
 * (per environment), each attempt at it, and each scope's signing secret. Data modules: deliveries.ts and
 * secrets.ts; the sender (sender.ts) makes the attempts.
 */
export const webhooksSchema = `
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  _id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  event TEXT NOT NULL,           -- payment.succeeded, refund.failed, payout.paid, dispute.created…
  payment_id TEXT,               -- the payment the event is about (NULL for a payout's)
  payout_id TEXT,                -- the payout the event is about (NULL otherwise)
  body TEXT NOT NULL,            -- the JSON sent, the same on every attempt (its signature is not: it has a time)
  url TEXT NOT NULL,             -- where the latest attempt went (the configured webhook when it was made)
  status TEXT NOT NULL CHECK (status IN ('pending','delivered','failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  response_code INTEGER,         -- the latest attempt's HTTP status; NULL: no answer (network error) or none yet
  last_attempt_at TEXT,
  next_attempt_at TEXT,          -- when the sender tries again; NULL: no more automatic attempts
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_scope ON webhook_deliveries(org_id, env, created_at);
CREATE INDEX IF NOT EXISTS webhook_deliveries_payment ON webhook_deliveries(payment_id);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries(next_attempt_at)
  WHERE next_attempt_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS webhook_attempts (
  delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(_id) ON DELETE CASCADE,
  number INTEGER NOT NULL,       -- 1 for the first attempt, then each retry or redelivery
  at TEXT NOT NULL,              -- when it started, on the sandbox clock
  url TEXT NOT NULL,
  status_code INTEGER,           -- NULL: no HTTP answer (see error)
  error TEXT,                    -- why there was no answer: refused address, timeout, connection error
  duration_ms INTEGER NOT NULL,
  response_excerpt TEXT NOT NULL, -- the first 500 characters of the answer's body, as text
  redelivery INTEGER NOT NULL DEFAULT 0, -- 1: asked for by a member (Redeliver), not the retry schedule
  PRIMARY KEY (delivery_id, number)
);
CREATE TABLE IF NOT EXISTS webhook_secrets (
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (org_id, env)
);
`;
