/** A payment (a transactions row) with what happened to it since: its refunds and disputes. */
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { inScope, type MoneySession } from './scope.ts';

type Row = Record<string, unknown>;

/** A payment of the caller's scope and env, or 404 (never reveals other orgs' payments). */
export function paymentInScope(db: Db, session: MoneySession, paymentId: string): Row {
  const tx = db
    .prepare('SELECT * FROM transactions WHERE payment_id = ? AND env = ?')
    .get(paymentId, session.env) as Row | undefined;
  if (!tx || !inScope(session, tx.org_id as string)) throw new ApiError(404, 'Payment not found');
  return tx;
}

/** The payment's refunds, oldest first. */
export function refundsOfPayment(db: Db, paymentId: string): Row[] {
  return db.prepare('SELECT * FROM refunds WHERE payment_id = ? ORDER BY created_at').all(paymentId) as Row[];
}

/** The payment's disputes, oldest first. */
export function disputesOfPayment(db: Db, paymentId: string): Row[] {
  return db
    .prepare('SELECT * FROM disputes WHERE payment_id = ? ORDER BY created_at')
    .all(paymentId) as Row[];
}
