/**
 * Deterministic money seed: ~4000 payments (times `scale`) over 120 days in both envs across all orgs, with
 * refunds, disputes, past payouts (see seed-extras.ts), payment configs and on-ramp requests.
 */
import type { Db } from '../db.ts';
import { newId } from '../rng.ts';
import { currencyInfo, toUnits, roundUnits } from './currencies.ts';
import {
  amountFor,
  CURRENCY_WEIGHTS,
  DISPUTE_REASONS,
  emailFor,
  paymentIdFor,
  paymentTypeFor,
  pick,
  REFUND_REASONS,
  STATUS_WEIGHTS,
  titleFor,
  weighted,
  type Rng,
} from './seed-data.ts';
import { seedPayouts, seedConfigsAndOnRamp } from './seed-extras.ts';
import { paymentProofs } from './payment-proofs.ts';

const DAY = 86_400_000;
const SEED_PAYMENTS = 4000;

export function seedMoney(db: Db, opts: { now: Date | (() => Date); rng: Rng; scale?: number }): void {
  const now = typeof opts.now === 'function' ? opts.now() : opts.now;
  const rng = opts.rng;
  const orgs = db.prepare('SELECT _id, name, user_id FROM organizations ORDER BY created_at, _id').all() as {
    _id: string;
    name: string;
    user_id: string;
  }[];
  if (orgs.length === 0) return;
  const keys = db.prepare(`SELECT _id, org_id, env FROM signing_keys ORDER BY created_at, _id`).all() as {
    _id: string;
    org_id: string;
    env: string;
  }[];
  // the demo merchant's first organization gets the most traffic so its screens look busy
  const orgWeights: [string, number][] = orgs.map((o, i) => [
    o._id,
    /Coffee/.test(o.name) ? 6 : /Books/.test(o.name) ? 4 : 1 + (i % 2),
  ]);

  const insTx =
    db.prepare(`INSERT INTO transactions (_id, payment_id, org_id, key_id, title, amount, currency, currency_type,
    payment_type, status, env, customer_email, captured_amount, refunded_amount, created_at, updated_at,
    tx_hash, wallet_address)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insRefund =
    db.prepare(`INSERT INTO refunds (_id, payment_id, org_id, env, amount, currency, status, reason,
    failure_reason, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  const insDispute =
    db.prepare(`INSERT INTO disputes (_id, payment_id, org_id, env, amount, currency, reason, status,
    created_at, due_by) VALUES (?,?,?,?,?,?,?,?,?,?)`);

  db.transaction(() => {
    for (let i = 0; i < SEED_PAYMENTS * (opts.scale ?? 1); i++) {
      const orgId = weighted(rng, orgWeights);
      const env = rng() < 0.55 ? 'live' : 'test';
      const currency = weighted(rng, CURRENCY_WEIGHTS);
      const info = currencyInfo(currency)!;
      const amount = toUnits(amountFor(rng, currency), currency);
      const created = new Date(now.getTime() - Math.floor(rng() * 120 * DAY) - 60_000);
      const ageDays = (now.getTime() - created.getTime()) / DAY;
      let kind = weighted(rng, STATUS_WEIGHTS);
      // only recent payments can still be pending; refunds and disputes need a few days of history
      if (ageDays < 2 && rng() < 0.35) kind = 'pending';
      else if (ageDays < 4 && !['success', 'failed', 'expired'].includes(kind)) kind = 'success';
      const status = kind === 'won_dispute' || kind === 'failed_refund' ? 'success' : kind;
      const captured = ['pending', 'failed', 'expired'].includes(status) ? 0 : amount;
      const orgKeys = keys.filter((k) => k.org_id === orgId && k.env === env);
      // Transaction.keyId is required by the contract; an org without keys gets a placeholder id
      const keyId = orgKeys.length ? pick(rng, orgKeys)._id : '0'.repeat(24);
      const paymentId = paymentIdFor(rng);
      const title = titleFor(rng, i);
      const email = emailFor(rng);
      const ptype = paymentTypeFor(rng, info.currencyType);
      const later = (minDays: number, maxDays: number) =>
        new Date(
          Math.min(
            created.getTime() + (minDays + rng() * (maxDays - minDays)) * DAY,
            now.getTime() - 3_600_000,
          ),
        ).toISOString();

      const refunds: [number, string, string | null, string][] = [];
      if (status === 'refunded') refunds.push([amount, 'success', null, later(0.5, 3)]);
      if (status === 'partially_refunded') {
        const part = roundUnits(Math.floor(amount * (0.2 + rng() * 0.5)), currency);
        refunds.push([part, 'success', null, later(0.5, 3)]);
      }
      if (kind === 'failed_refund')
        refunds.push([amount, 'failed', 'Declined by the card network', later(0.5, 3)]);
      const refunded = refunds.filter((r) => r[1] === 'success').reduce((s, r) => s + r[0], 0);
      const updatedAt = refunds.length ? refunds[refunds.length - 1]![3] : created.toISOString();
      const id = newId(rng);
      // derived from the id: no draw of the seed's sequence (the rest of the seed stays as it was)
      const proofs = paymentProofs(id, currency);
      insTx.run(
        id,
        paymentId,
        orgId,
        keyId,
        title,
        amount,
        currency,
        info.currencyType,
        ptype,
        status,
        env,
        email,
        captured,
        refunded,
        created.toISOString(),
        updatedAt,
        proofs.txHash,
        proofs.walletAddress,
      );
      for (const [amt, st, failure, at] of refunds) {
        insRefund.run(
          newId(rng),
          paymentId,
          orgId,
          env,
          amt,
          currency,
          st,
          pick(rng, REFUND_REASONS),
          failure,
          at,
          at,
        );
      }
      if (status === 'disputed' || kind === 'won_dispute') {
        const at = later(3, 20);
        const open = now.getTime() - Date.parse(at) < 25 * DAY;
        const dstatus = kind === 'won_dispute' ? 'won' : open ? pick(rng, ['open', 'under_review']) : 'lost';
        const due = new Date(Date.parse(at) + 14 * DAY).toISOString();
        insDispute.run(
          newId(rng),
          paymentId,
          orgId,
          env,
          amount,
          currency,
          pick(rng, DISPUTE_REASONS),
          dstatus,
          at,
          due,
        );
      }
    }
    seedPayouts(db, { now, rng, orgs });
    seedConfigsAndOnRamp(db, { now, rng, orgs });
  })();
}
