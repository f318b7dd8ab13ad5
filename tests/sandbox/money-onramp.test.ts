import { beforeAll, describe, expect, it } from 'vitest';
import { moneyTestbed, type MoneyTestbed } from './money-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import { STEP_UP_MESSAGE } from '../../sandbox/step-up/require.ts';

/** On-ramp requests spend the organization's fiat: who may create one, and which amounts exist. */
let t: MoneyTestbed;
let owner: string;
let coffee: string;

const request = (fiatAmount: number, fiatCurrency = 'EUR') => ({
  fiatAmount,
  fiatCurrency,
  cryptoCurrency: 'USDC',
  walletAddress: '0xA1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6E7f8A9b0',
});
let keys = 0;
/** a request as the app sends it: one Idempotency-Key per intent (here, per call unless one is given) */
const create = (token: string, body: unknown, key = `onramp-intent-${++keys}`) =>
  t.call<{ _id: string; fiatAmount: number } | string>('POST', '/v1/onramp/requests', token, {
    body,
    headers: { 'Idempotency-Key': key },
  });
const stored = () =>
  (t.sandbox.db.prepare('SELECT COUNT(*) n FROM onramp_requests').get() as { n: number }).n;

async function memberOfCoffee(email: string): Promise<string> {
  const token = await t.login(email);
  await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token);
  return token;
}

beforeAll(async () => {
  t = await moneyTestbed();
  coffee = t.orgsOf(DEMO_EMAIL.merchant).find((o) => o.name.includes('Coffee'))!._id;
  owner = await memberOfCoffee(DEMO_EMAIL.merchant);
});

describe('on-ramp request creation', () => {
  it('is refused to viewers and developers, allowed to owners and admins', async () => {
    const before = stored();
    for (const email of ['viewer@demo.test', DEMO_EMAIL.developer]) {
      const r = await create(await memberOfCoffee(email), request(100));
      const role = email.split('@')[0];
      expect([r.status, r.data], email).toEqual([403, `Your role (${role}) cannot create on-ramp requests`]);
    }
    expect(stored()).toBe(before);
    expect((await create(await memberOfCoffee(DEMO_EMAIL.admin), request(100))).status).toBe(201);
    expect((await create(owner, request(100))).status).toBe(201);
  });

  it('answers 400 for amounts below the currency’s smallest unit, and stores nothing', async () => {
    const before = stored();
    for (const amount of [0.001, 0.009]) {
      const r = await create(owner, request(amount));
      expect([r.status, r.data], String(amount)).toEqual([400, 'fiatAmount must be at least 0.01 EUR']);
    }
    // beyond the 8 decimals the contract allows any amount, the contract's own check answers first
    for (const amount of [1e-300, Number.MIN_VALUE]) {
      const r = await create(owner, request(amount));
      expect([r.status, r.data], String(amount)).toEqual([
        400,
        'body.fiatAmount must have at most 8 decimals',
      ]);
    }
    expect(stored()).toBe(before);
  });

  it('answers 400 for amounts with more decimals than the currency has', async () => {
    const r = await create(owner, request(12.345, 'USD'));
    expect([r.status, r.data]).toEqual([400, 'fiatAmount must have at most 2 decimals for USD']);
  });

  it('keeps the smallest unit and whole amounts exactly', async () => {
    for (const amount of [0.01, 12.34, 1_000_000]) {
      const r = await create(owner, request(amount));
      expect([r.status, r.data], String(amount)).toMatchObject([201, { fiatAmount: amount }]);
    }
  });
});

describe('the crypto an on-ramp delivers (cryptoAmount, extension)', () => {
  type Ramp = { status: string; fiatCurrency: string; cryptoCurrency: string; cryptoAmount: number | null };
  it('is known for completed requests only, in the crypto currency’s decimals', async () => {
    const r = await t.call<{ results: Ramp[] }>('GET', '/v1/onramp/requests?limit=100', owner);
    const completed = r.data.results.filter((ramp) => ramp.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const ramp of completed) {
      expect(ramp.cryptoAmount).toBeGreaterThan(0);
      const decimals = ['USDT', 'USDC'].includes(ramp.cryptoCurrency) ? 6 : 8;
      expect(String(ramp.cryptoAmount).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(decimals);
    }
    for (const ramp of r.data.results.filter((ramp) => ramp.status !== 'completed'))
      expect(ramp.cryptoAmount).toBeNull();
    const created = await create(owner, request(250));
    expect((created.data as unknown as Ramp).cryptoAmount).toBeNull();
  });
});

describe('an on-ramp spends money like a payout (issue 46)', () => {
  it('one request per Idempotency-Key: a double submit makes one, another request under the key is refused', async () => {
    const before = stored();
    const first = await create(owner, request(75), 'onramp-double-submit');
    const again = await create(owner, request(75), 'onramp-double-submit');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((again.data as { _id: string })._id).toBe((first.data as { _id: string })._id);
    expect(stored()).toBe(before + 1);
    const changed = await create(owner, request(76), 'onramp-double-submit');
    expect([changed.status, changed.data]).toEqual([409, 'Idempotency-Key reused with a different request']);
    const keyless = await t.call('POST', '/v1/onramp/requests', owner, { body: request(75) });
    expect(keyless.status).toBe(400);
    expect(stored()).toBe(before + 1);
  });

  it('is recorded in the audit log once, with what, how much and where it goes', async () => {
    const made = await create(owner, request(42.5), 'onramp-audited');
    expect((await create(owner, request(42.5), 'onramp-audited')).status).toBe(200);
    const id = (made.data as { _id: string })._id;
    const entries = t.sandbox.db
      .prepare(`SELECT kind, org_id, env, changes FROM audit_entries WHERE target_id = ?`)
      .all(id) as { kind: string; org_id: string; env: string; changes: string }[];
    expect(entries.map(({ kind, org_id, env }) => ({ kind, org_id, env }))).toEqual([
      { kind: 'onRampRequested', org_id: coffee, env: 'test' },
    ]);
    expect(JSON.parse(entries[0]!.changes)).toEqual([
      { field: 'amount', before: null, after: '42.5' },
      { field: 'currency', before: null, after: 'EUR' },
      { field: 'cryptoCurrency', before: null, after: 'USDC' },
      { field: 'toWallet', before: null, after: '0xA1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6E7f8A9b0' },
    ]);
  });

  it('asks a sign-in without a recent proof to confirm first, and stores nothing until then', async () => {
    const token = await memberOfCoffee(DEMO_EMAIL.admin);
    // the sign-in's own proof counts for 5 minutes
    t.advance(5 * 60_000 + 1);
    const before = stored();
    const asked = await create(token, request(90), 'onramp-after-proof');
    expect([asked.status, asked.data]).toEqual([403, STEP_UP_MESSAGE]);
    expect(stored()).toBe(before);
  });
});
