/**
 * getPayout's answer: the payout of the caller's scope, its status history and tracking (timeline, expected
 * arrival, the crypto transaction), the wallet it is paid to, its organization's block explorer and whether the
 * caller is watching it.
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { getPaymentConfig } from './payment-config.ts';
import { explorerTemplateFor } from './payout-explorers.ts';
import { statusHistory } from './payout-lifecycle.ts';
import { payoutTracking } from './payout-tracking.ts';
import { isWatchingPayout } from './payout-watches.ts';
import { toPayout } from './rows.ts';
import { inScope, type MoneySession } from './scope.ts';

type Row = Record<string, unknown> & {
  _id: string;
  status: string;
  created_at: string;
  currency: string;
  currency_category: string;
  net_amount: number;
  org_id: string;
  env: string;
};

/** A payout of the caller's scope and env, or 404 (never reveals other orgs' payouts). */
export function payoutInScope(db: Db, session: MoneySession, id: string): Record<string, unknown> {
  const row = db.prepare('SELECT * FROM payouts WHERE _id = ? AND env = ?').get(id, session.env) as
    Record<string, unknown> | undefined;
  if (!row || !inScope(session, row.org_id as string)) throw new ApiError(404, 'Payout not found');
  return row;
}

/** Who reads it and when: `watching` is the caller's, the tracking is as of `now` on a `stepMs` schedule. */
export interface PayoutReader {
  userId: string;
  now: Date;
  stepMs: number;
}

export function toPayoutDetail(
  db: Db,
  row: Record<string, unknown>,
  reader: PayoutReader,
): Schemas['PayoutDetail'] {
  const r = row as Row;
  const history = statusHistory(db, r);
  const crypto = r.currency_category === 'crypto';
  return {
    ...toPayout(r),
    statusHistory: history,
    walletAddress: crypto ? walletOf(db, r) : null,
    ...payoutTracking(r, history, reader),
    // the template of the payout's own organization and environment (a master may be looking at another's)
    explorerUrlTemplate: crypto
      ? explorerTemplateFor(getPaymentConfig(db, r.org_id, r.env).explorerUrls, r.currency)
      : null,
    watching: isWatchingPayout(db, r._id, reader.userId),
  };
}

/** The wallet kept at creation; the seed's payouts (made before it was kept) show the organization's. */
function walletOf(db: Db, row: Row): string | null {
  if (typeof row.wallet_address === 'string') return row.wallet_address;
  const org = db.prepare('SELECT wallet_address FROM organizations WHERE _id = ?').get(row.org_id) as
    { wallet_address: string | null } | undefined;
  return org?.wallet_address ?? null;
}
