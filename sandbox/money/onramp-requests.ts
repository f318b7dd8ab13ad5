/** On-ramp requests as stored: amounts in integer units (currencies.ts). */
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';

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

/** Stores a pending request and answers the stored row. */
export function insertOnRampRequest(db: Db, request: NewOnRampRequest): Record<string, unknown> {
  db.prepare(
    `INSERT INTO onramp_requests (_id, org_id, env, fiat_amount, fiat_currency, crypto_currency, wallet_address, status,
     created_at) VALUES (?,?,?,?,?,?,?,'pending',?)`,
  ).run(
    request.id,
    request.orgId,
    request.env,
    request.fiatUnits,
    request.fiatCurrency,
    request.cryptoCurrency,
    request.walletAddress,
    request.createdAt,
  );
  return db.prepare('SELECT * FROM onramp_requests WHERE _id = ?').get(request.id) as Record<string, unknown>;
}
