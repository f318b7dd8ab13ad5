import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/index.ts';
import { seedScaleFromEnv } from '../../sandbox/seed-scale.ts';

describe('SANDBOX_SEED_SCALE', () => {
  it('reads a whole number from 1 to 50, 1 when unset, and refuses anything else', () => {
    expect(seedScaleFromEnv({})).toBe(1);
    expect(seedScaleFromEnv({ SANDBOX_SEED_SCALE: ' 12 ' })).toBe(12);
    for (const value of ['0', '51', '1.5', '-2', 'ten', '1e1'])
      expect(() => seedScaleFromEnv({ SANDBOX_SEED_SCALE: value }), value).toThrow(
        /whole number from 1 to 50/,
      );
  });

  it("at 20 seeds the demo merchant's first organization with over 10,000 test payments", async () => {
    const sandbox = await createSandbox({ now: () => new Date('2026-11-01T12:00:00Z'), seedScale: 20 });
    try {
      const { n } = sandbox.db
        .prepare(
          `SELECT COUNT(*) n FROM transactions t JOIN organizations o ON o._id = t.org_id
           WHERE o.name = 'Maya''s Coffee' AND t.env = 'test'`,
        )
        .get() as { n: number };
      expect(n).toBeGreaterThanOrEqual(10_000);
    } finally {
      sandbox.close();
    }
  }, 120_000);
});
