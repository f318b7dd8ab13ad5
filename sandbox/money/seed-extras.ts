/** Seed parts that depend on the seeded payments: past payouts (+ their notifications), configs, on-ramp. */
import type { Db } from '../db.ts';
import { newId } from '../rng.ts';
import { CURRENCIES, onRampCryptoUnits, toMajor, toUnits } from './currencies.ts';
import { writePayout } from './payout-ops.ts';
import { defaultPaymentConfig } from './payment-config.ts';
import { pick, type Rng } from './seed-data.ts';

const DAY = 86_400_000;
type Org = { _id: string; name: string; user_id: string };
interface Ctx {
  now: Date;
  rng: Rng;
  orgs: Org[];
}

/** Fortnightly payouts from 16 weeks ago up to two weeks ago; newer payments stay unpaid (the balance). */
export function seedPayouts(db: Db, { now, rng, orgs }: Ctx): void {
  const notify =
    db.prepare(`INSERT INTO notifications (_id, user_id, org_id, env, type, read, data, created_at)
    VALUES (?,?,?,?,'payout',?,?,?)`);
  for (let daysAgo = 112; daysAgo >= 14; daysAgo -= 14) {
    const endDate = new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    const createdAt = new Date(Date.parse(`${endDate}T09:00:00.000Z`) + DAY).toISOString();
    for (const org of orgs) {
      for (const env of ['live', 'test']) {
        for (const c of CURRENCIES) {
          const row = writePayout(
            db,
            { orgId: org._id, env, currency: c.code, currencyCategory: c.currencyType, endDate },
            { id: newId(rng), createdAt, status: 'paid' },
          );
          // the owner was told about the recent ones; older ones are already read
          if (row && daysAgo <= 42) {
            const data = {
              amount: toMajor(row.net_amount as number),
              currency: c.code,
              endDate: row.end_date,
              payoutId: row._id,
            };
            notify.run(
              newId(rng),
              org.user_id,
              org._id,
              env,
              daysAgo > 14 ? 1 : 0,
              JSON.stringify(data),
              createdAt,
            );
          }
        }
      }
    }
  }
}

export function seedConfigsAndOnRamp(db: Db, { now, rng, orgs }: Ctx): void {
  const cfg = db.prepare(
    'INSERT OR IGNORE INTO payment_configs (org_id, env, config, updated_at) VALUES (?,?,?,?)',
  );
  const ramp =
    db.prepare(`INSERT INTO onramp_requests (_id, org_id, env, fiat_amount, fiat_currency, crypto_currency,
    wallet_address, status, created_at, crypto_amount) VALUES (?,?,?,?,?,?,?,?,?,?)`);
  for (const org of orgs) {
    for (const env of ['live', 'test']) {
      cfg.run(org._id, env, JSON.stringify(defaultPaymentConfig(env)), now.toISOString());
      const n = 3 + Math.floor(rng() * 6);
      for (let i = 0; i < n; i++) {
        const created = new Date(now.getTime() - Math.floor(rng() * 60 * DAY));
        const age = (now.getTime() - created.getTime()) / DAY;
        const status = age < 3 ? 'pending' : pick(rng, ['completed', 'completed', 'completed', 'rejected']);
        const wallet = `0x${newId(rng)}${newId(rng).slice(0, 16)}`;
        const id = newId(rng);
        const fiatUnits = toUnits(Math.round(50 + rng() * 2000));
        const fiat = pick(rng, ['USD', 'EUR']);
        const crypto = pick(rng, ['BTC', 'ETH', 'USDT', 'USDC']);
        // only a completed request has delivered crypto (no random draw: the seed's sequence stays the same)
        const delivered = status === 'completed' ? onRampCryptoUnits(fiatUnits, fiat, crypto) : null;
        ramp.run(id, org._id, env, fiatUnits, fiat, crypto, wallet, status, created.toISOString(), delivered);
      }
    }
  }
}
