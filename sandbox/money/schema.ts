/**
 * Money tables. Amounts are INTEGER units of 1e-8 (see currencies.ts) so the refund trigger compares
 * exact sums. Dates are ISO 8601 strings (UTC, fixed width) so they sort lexically.
 */
export const moneySchema = `
CREATE TABLE IF NOT EXISTS transactions (
  _id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  key_id TEXT,
  title TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  currency_type TEXT NOT NULL CHECK (currency_type IN ('crypto','fiat')),
  payment_type TEXT NOT NULL CHECK (payment_type IN ('card','crypto_wallet','bank_transfer','onramp')),
  status TEXT NOT NULL CHECK (status IN
    ('pending','success','failed','expired','refunded','partially_refunded','disputed')),
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  is_processed INTEGER NOT NULL DEFAULT 0,
  payout_id TEXT,
  customer_email TEXT NOT NULL,
  captured_amount INTEGER NOT NULL DEFAULT 0 CHECK (captured_amount >= 0),
  refunded_amount INTEGER NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tx_scope ON transactions(env, org_id, created_at);
CREATE INDEX IF NOT EXISTS tx_unpaid ON transactions(org_id, env, currency, is_processed, created_at);
CREATE INDEX IF NOT EXISTS tx_payout ON transactions(payout_id);

CREATE TABLE IF NOT EXISTS refunds (
  _id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES transactions(payment_id) ON DELETE CASCADE,
  org_id TEXT NOT NULL,
  env TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending','success','failed')),
  reason TEXT,
  failure_reason TEXT,
  idempotency_key TEXT,
  request_hash TEXT,
  payout_id TEXT,
  settle_at TEXT,                       -- when a pending refund settles (lazily, on the next request)
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (org_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS refunds_payment ON refunds(payment_id);
CREATE INDEX IF NOT EXISTS refunds_pending ON refunds(status, settle_at);

-- The refund invariant lives in the database so no code path (or direct SQL) can over-refund:
-- pending + successful refunds of a payment never exceed its captured amount.
CREATE TRIGGER IF NOT EXISTS refunds_no_over_refund_insert
BEFORE INSERT ON refunds
WHEN NEW.status IN ('pending','success')
BEGIN
  SELECT RAISE(ABORT, 'REFUND_EXCEEDS_CAPTURED')
  WHERE NEW.amount + (SELECT COALESCE(SUM(amount), 0) FROM refunds
                      WHERE payment_id = NEW.payment_id AND status IN ('pending','success'))
        > COALESCE((SELECT captured_amount FROM transactions WHERE payment_id = NEW.payment_id), 0);
END;

CREATE TRIGGER IF NOT EXISTS refunds_no_over_refund_update
BEFORE UPDATE OF amount, status, payment_id ON refunds
WHEN NEW.status IN ('pending','success')
BEGIN
  SELECT RAISE(ABORT, 'REFUND_EXCEEDS_CAPTURED')
  WHERE NEW.amount + (SELECT COALESCE(SUM(amount), 0) FROM refunds
                      WHERE payment_id = NEW.payment_id AND status IN ('pending','success')
                        AND _id <> OLD._id)
        > COALESCE((SELECT captured_amount FROM transactions WHERE payment_id = NEW.payment_id), 0);
END;

-- lowering a payment's captured amount below what was already refunded would break the same invariant
CREATE TRIGGER IF NOT EXISTS transactions_captured_covers_refunds
BEFORE UPDATE OF captured_amount ON transactions
BEGIN
  SELECT RAISE(ABORT, 'REFUND_EXCEEDS_CAPTURED')
  WHERE (SELECT COALESCE(SUM(amount), 0) FROM refunds
         WHERE payment_id = NEW.payment_id AND status IN ('pending','success')) > NEW.captured_amount;
END;

CREATE TABLE IF NOT EXISTS disputes (
  _id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES transactions(payment_id) ON DELETE CASCADE,
  org_id TEXT NOT NULL,
  env TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  reason TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open','under_review','won','lost')),
  payout_id TEXT,
  created_at TEXT NOT NULL,
  due_by TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS disputes_scope ON disputes(env, org_id, created_at);
CREATE INDEX IF NOT EXISTS disputes_payment ON disputes(payment_id);

CREATE TABLE IF NOT EXISTS payouts (
  _id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  currency TEXT NOT NULL,
  currency_category TEXT NOT NULL CHECK (currency_category IN ('crypto','fiat')),
  status TEXT NOT NULL CHECK (status IN ('pending','processing','paid','failed')),
  gross_amount INTEGER NOT NULL,
  refunds_amount INTEGER NOT NULL,
  disputes_amount INTEGER NOT NULL,
  fee_amount INTEGER NOT NULL,
  net_amount INTEGER NOT NULL,
  payment_count INTEGER NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  idempotency_key TEXT,
  request_hash TEXT,
  created_at TEXT NOT NULL,
  wallet_address TEXT,                 -- the org's payout wallet when a crypto payout was created
  UNIQUE (org_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS payouts_scope ON payouts(env, org_id, created_at);

-- each status a payout reached and when (payout-lifecycle.ts): the payout page's timeline
CREATE TABLE IF NOT EXISTS payout_status_changes (
  payout_id TEXT NOT NULL REFERENCES payouts(_id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending','processing','paid','failed')),
  at TEXT NOT NULL,
  PRIMARY KEY (payout_id, status)
);

-- "Notify me when it lands": the users who asked for this payout's final push (issue 32), whatever their
-- per-event preferences say (quiet hours still hold it)
CREATE TABLE IF NOT EXISTS payout_watches (
  payout_id TEXT NOT NULL REFERENCES payouts(_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (payout_id, user_id)
);

CREATE TABLE IF NOT EXISTS payment_configs (
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  config TEXT NOT NULL,                 -- JSON PaymentConfig
  updated_at TEXT NOT NULL,
  PRIMARY KEY (org_id, env)
);

CREATE TABLE IF NOT EXISTS onramp_requests (
  _id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(_id) ON DELETE CASCADE,
  env TEXT NOT NULL CHECK (env IN ('test','live')),
  fiat_amount INTEGER NOT NULL CHECK (fiat_amount > 0),
  fiat_currency TEXT NOT NULL,
  crypto_currency TEXT NOT NULL,
  crypto_amount INTEGER,                -- units delivered once completed; NULL while pending or rejected
  wallet_address TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending','completed','rejected')),
  created_at TEXT NOT NULL,
  idempotency_key TEXT,                 -- NULL for seeded requests; one request per key and organization
  request_hash TEXT
);
CREATE INDEX IF NOT EXISTS onramp_scope ON onramp_requests(env, org_id, created_at);
`;
