import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/index.ts';

/** The money seed: deterministic, covering every org/env/currency/status, and internally consistent. */
const now = () => new Date('2025-06-15T12:00:00.000Z');

describe('money seed', () => {
  it('is deterministic and consistent', async () => {
    const a = await createSandbox({ now });
    const b = await createSandbox({ now });
    const dump = (db: typeof a.db) =>
      JSON.stringify(db.prepare('SELECT * FROM transactions ORDER BY _id').all()) +
      JSON.stringify(db.prepare('SELECT * FROM payouts ORDER BY _id').all());
    expect(dump(a.db)).toBe(dump(b.db));
    b.close();

    const db = a.db;
    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    expect(one<{ n: number }>('SELECT COUNT(*) n FROM transactions').n).toBeGreaterThanOrEqual(4000);
    const distinct = (col: string) =>
      (db.prepare(`SELECT DISTINCT ${col} v FROM transactions ORDER BY v`).all() as { v: string }[]).map(
        (r) => r.v,
      );
    expect(distinct('env')).toEqual(['live', 'test']);
    expect(distinct('currency')).toEqual(['BTC', 'ETH', 'EUR', 'USD', 'USDC', 'USDT']);
    expect(distinct('status')).toHaveLength(7);
    expect(distinct('payment_type')).toHaveLength(4);
    expect(distinct('org_id')).toHaveLength(one<{ n: number }>('SELECT COUNT(*) n FROM organizations').n);
    const span = one<{ lo: string; hi: string }>(
      'SELECT MIN(created_at) lo, MAX(created_at) hi FROM transactions',
    );
    expect(Date.parse(span.hi) - Date.parse(span.lo)).toBeGreaterThan(100 * 86_400_000);
    expect(Date.parse(span.hi)).toBeLessThanOrEqual(now().getTime());

    // refunds never exceed captured, and refundedAmount is the sum of the successful ones
    expect(
      one<{
        n: number;
      }>(`SELECT COUNT(*) n FROM transactions t WHERE refunded_amount <> (SELECT COALESCE(SUM(amount),0)
      FROM refunds r WHERE r.payment_id = t.payment_id AND r.status = 'success') OR refunded_amount > captured_amount`)
        .n,
    ).toBe(0);
    // every processed payment belongs to a payout of its org, env and currency, whose count matches
    expect(
      one<{ n: number }>(`SELECT COUNT(*) n FROM transactions t LEFT JOIN payouts p ON p._id = t.payout_id
      WHERE t.is_processed = 1 AND (p._id IS NULL OR p.org_id <> t.org_id OR p.env <> t.env OR p.currency <> t.currency)`)
        .n,
    ).toBe(0);
    expect(
      one<{ n: number }>(`SELECT COUNT(*) n FROM payouts p WHERE payment_count <>
      (SELECT COUNT(*) FROM transactions t WHERE t.payout_id = p._id)`).n,
    ).toBe(0);
    expect(
      one<{ n: number }>(
        `SELECT COUNT(*) n FROM payouts WHERE net_amount <> gross_amount - refunds_amount - disputes_amount - fee_amount`,
      ).n,
    ).toBe(0);
    expect(
      one<{ n: number }>(`SELECT COUNT(*) n FROM notifications WHERE type = 'payout'`).n,
    ).toBeGreaterThan(0);
    a.close();
  });
});
