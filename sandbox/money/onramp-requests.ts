/** On-ramp requests as stored: amounts in integer units (currencies.ts). */
import { createHash } from 'node:crypto';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { ApiError } from '../http.ts';

export interface NewOnRampRequest {
  id: string;
  orgId: string;
  env: EnvName;
  /** integer units of fiatCurrency */
  fiatUnits: number;
  fiatCurrency: string;
  cryptoCurrency: string;
  walletAddress: string;
  createdAt: string;
}

type Row = Record<string, unknown>;

/**
 * Stores a pending request under its Idempotency-Key, or returns the one stored under that key (`created`
 * false): the same intent sent twice (a double submit, a retry after a lost answer) spends the fiat once. The
 * same key with another request → 409.
 */
export function createOnRampRequest(
  db: Db,
  request: NewOnRampRequest,
  key: string,
): { row: Row; created: boolean } {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        request.env,
        request.fiatUnits,
        request.fiatCurrency,
        request.cryptoCurrency,
        request.walletAddress,
      ]),
    )
    .digest('hex');
  return db
    .transaction(() => {
      const existing = db
        .prepare('SELECT * FROM onramp_requests WHERE org_id = ? AND idempotency_key = ?')
        .get(request.orgId, key) as Row | undefined;
      if (existing) {
        if (existing.request_hash !== hash)
          throw new ApiError(409, 'Idempotency-Key reused with a different request');
        return { row: existing, created: false };
      }
      return { row: insertOnRampRequest(db, request, { key, hash }), created: true };
    })
    .immediate();
}

function insertOnRampRequest(
  db: Db,
  request: NewOnRampRequest,
  idempotency: { key: string; hash: string },
): Row {
  db.prepare(
    `INSERT INTO onramp_requests (_id, org_id, env, fiat_amount, fiat_currency, crypto_currency, wallet_address, status,
     created_at, idempotency_key, request_hash) VALUES (?,?,?,?,?,?,?,'pending',?,?,?)`,
  ).run(
    request.id,
    request.orgId,
    request.env,
    request.fiatUnits,
    request.fiatCurrency,
    request.cryptoCurrency,
    request.walletAddress,
    request.createdAt,
    idempotency.key,
    idempotency.hash,
  );
  return db.prepare('SELECT * FROM onramp_requests WHERE _id = ?').get(request.id) as Row;
}
