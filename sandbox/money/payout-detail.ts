/** getPayout's answer: the payout of the caller's scope, its timeline and the wallet it is paid to. */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { statusHistory } from './payout-lifecycle.ts';
import { toPayout } from './rows.ts';
import { inScope, type MoneySession } from './scope.ts';

type Row = Record<string, unknown> & { _id: string; status: string; created_at: string };

/** A payout of the caller's scope and env, or 404 (never reveals other orgs' payouts). */
export function payoutInScope(db: Db, session: MoneySession, id: string): Record<string, unknown> {
  const row = db.prepare('SELECT * FROM payouts WHERE _id = ? AND env = ?').get(id, session.env) as
    Record<string, unknown> | undefined;
  if (!row || !inScope(session, row.org_id as string)) throw new ApiError(404, 'Payout not found');
  return row;
}

export function toPayoutDetail(db: Db, row: Record<string, unknown>): Schemas['PayoutDetail'] {
  const r = row as Row;
  return {
    ...toPayout(r),
    statusHistory: statusHistory(db, r),
    walletAddress: r.currency_category === 'crypto' ? walletOf(db, r) : null,
  };
}

/** The wallet kept at creation; the seed's payouts (made before it was kept) show the organization's. */
function walletOf(db: Db, row: Row): string | null {
  if (typeof row.wallet_address === 'string') return row.wallet_address;
  const org = db.prepare('SELECT wallet_address FROM organizations WHERE _id = ?').get(row.org_id) as
    { wallet_address: string | null } | undefined;
  return org?.wallet_address ?? null;
}
