import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../sandbox/clock.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { payoutFails, payoutStepMsFromEnv } from '../../sandbox/money/payout-lifecycle.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The sandbox's payouts live: pending → processing → paid (or failed), each change recorded; becoming paid or
 * failed is announced (the steps before are the payout's timeline, not news: issue 32).
 */
const START = new Date('2026-03-02T12:00:00.000Z');
const STEP = 3000;

interface Bed {
  sandbox: Sandbox;
  advance(ms: number): void;
  pushes: { endpoint: string; payload: Record<string, unknown> }[];
  call<T>(
    method: string,
    path: string,
    token: string,
    init?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; data: T }>;
  coffee: string;
  token: string;
}

const open: Sandbox[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function bed(opts: { dataDir?: string; clock?: ManualClock; stepMs?: number } = {}): Promise<Bed> {
  const clock = opts.clock ?? manualClock(START);
  const pushes: Bed['pushes'] = [];
  const sandbox = await createSandbox({
    dataDir: opts.dataDir,
    now: clock.now,
    payoutStepMs: opts.stepMs ?? STEP,
    pushSender: async (subscription, payload) => {
      pushes.push({
        endpoint: subscription.endpoint,
        payload: JSON.parse(payload) as Record<string, unknown>,
      });
    },
  });
  open.push(sandbox);
  const call: Bed['call'] = async (method, path, token, init = {}) => {
    const res = await sandbox.app.fetch(
      new Request(`http://sandbox.test${path}`, {
        method,
        headers: {
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          Authorization: `Bearer ${token}`,
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
    const json = (await res.json()) as { data: never };
    return { status: res.status, data: json.data };
  };
  const coffee = (
    sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get("Maya's Coffee") as { _id: string }
  )._id;
  const token = (await loginTokens(sandbox, DEMO_EMAIL.merchant)).access.token;
  await call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token);
  return { sandbox, advance: clock.advance, pushes, call, coffee, token };
}

interface Detail {
  _id: string;
  status: string;
  netAmount: number;
  currencyCategory: string;
  walletAddress: string | null;
  statusHistory: { status: string; at: string }[];
}

const today = START.toISOString().slice(0, 10);
async function createUsd(b: Bed, key = 'lifecycle-0001') {
  const r = await b.call<Detail>('POST', '/v1/payout/create?currency=USD', b.token, {
    headers: { 'Idempotency-Key': key },
    body: { endDate: today, currencyCategory: 'fiat' },
  });
  expect(r.status, JSON.stringify(r.data)).toBe(201);
  return r.data;
}
const detail = (b: Bed, id: string, token = b.token) =>
  b.call<Detail>('GET', `/v1/payout/detail/${id}`, token);
const notesFor = (b: Bed, id: string) =>
  (
    b.sandbox.db
      .prepare(
        `SELECT n.user_id, n.org_id, n.data, u.email FROM notifications n JOIN users u ON u._id = n.user_id
         WHERE json_extract(n.data, '$.payoutId') = ? ORDER BY n.created_at, n.rowid`,
      )
      .all(id) as { user_id: string; org_id: string; data: string; email: string }[]
  ).map((n) => ({ ...n, data: JSON.parse(n.data) as Record<string, unknown> }));
const memberCount = (b: Bed) =>
  (b.sandbox.db.prepare('SELECT COUNT(*) AS n FROM members WHERE org_id = ?').get(b.coffee) as { n: number })
    .n;

describe('payout lifecycle', () => {
  it('moves pending → processing → paid one step at a time, each change timed in the timeline', async () => {
    const b = await bed();
    const created = await createUsd(b);
    expect(created.status).toBe('pending');
    let d = (await detail(b, created._id)).data;
    expect(d.statusHistory).toEqual([{ status: 'pending', at: START.toISOString() }]);
    expect(d.walletAddress).toBeNull(); // a fiat payout goes to the bank

    b.advance(STEP - 1);
    expect((await detail(b, created._id)).data.status).toBe('pending');
    b.advance(1);
    expect((await detail(b, created._id)).data.status).toBe('processing');
    b.advance(STEP);
    d = (await detail(b, created._id)).data;
    expect(d.status).toBe('paid');
    expect(d.statusHistory).toEqual([
      { status: 'pending', at: START.toISOString() },
      { status: 'processing', at: new Date(START.getTime() + STEP).toISOString() },
      { status: 'paid', at: new Date(START.getTime() + 2 * STEP).toISOString() },
    ]);
    // the list agrees, and a settled payout stays put
    b.advance(10 * STEP);
    const list = await b.call<{ payouts: { _id: string; status: string }[] }>('GET', '/v1/payout', b.token);
    expect(list.data.payouts.find((p) => p._id === created._id)?.status).toBe('paid');
    expect((await detail(b, created._id)).data.statusHistory).toHaveLength(3);
  });

  it('catches up every due step at once, dated when each was due', async () => {
    const b = await bed();
    const created = await createUsd(b);
    b.advance(STEP * 5 + 123);
    const d = (await detail(b, created._id)).data;
    expect(d.statusHistory.map((c) => [c.status, Date.parse(c.at) - START.getTime()])).toEqual([
      ['pending', 0],
      ['processing', STEP],
      ['paid', 2 * STEP],
    ]);
  });

  it('fails a payout whose net amount’s cents are .13 (the documented rule)', async () => {
    expect(payoutFails(1234_13000000)).toBe(true);
    expect(payoutFails(1234_12999999)).toBe(false);
    expect(payoutFails(13000000)).toBe(true);
    expect(payoutFails(1234_00000000)).toBe(false);
    const b = await bed();
    const created = await createUsd(b);
    // the seed decides the amounts; the rule only looks at the net's cents
    b.sandbox.db.prepare('UPDATE payouts SET net_amount = ? WHERE _id = ?').run(4321_13000000, created._id);
    b.advance(2 * STEP);
    const d = (await detail(b, created._id)).data;
    expect(d.status).toBe('failed');
    expect(d.statusHistory.map((c) => c.status)).toEqual(['pending', 'processing', 'failed']);
    expect(notesFor(b, created._id).at(-1)?.data).toMatchObject({ status: 'failed', amount: 4321.13 });
  });

  it('notifies every member of the organization and pushes to their subscriptions once, when it is paid', async () => {
    const b = await bed();
    const viewer = (await loginTokens(b.sandbox, DEMO_EMAIL.viewer)).access.token;
    const subs = {
      merchant: 'https://fcm.googleapis.com/fcm/send/merchant-1',
      viewer: 'https://fcm.googleapis.com/fcm/send/viewer-1',
    };
    for (const [who, token] of [
      ['merchant', b.token],
      ['viewer', viewer],
    ] as const) {
      const r = await b.call('POST', '/v1/push/subscribe', token, {
        body: { endpoint: subs[who], keys: { p256dh: 'p256', auth: 'auth' } },
      });
      expect(r.status).toBe(200);
    }
    const created = await createUsd(b);
    b.advance(STEP);
    await detail(b, created._id);
    // created, then processing: nothing announced yet
    expect(notesFor(b, created._id)).toEqual([]);
    expect(b.pushes).toEqual([]);
    b.advance(STEP);
    await detail(b, created._id);
    await new Promise((r) => setTimeout(r, 10));

    const notes = notesFor(b, created._id);
    const members = memberCount(b);
    expect(notes).toHaveLength(members);
    expect(notes.map((n) => n.data.status)).toEqual(Array<string>(members).fill('paid'));
    expect(new Set(notes.map((n) => n.email))).toEqual(
      new Set(['merchant@demo.test', DEMO_EMAIL.admin, DEMO_EMAIL.developer, DEMO_EMAIL.viewer]),
    );
    for (const n of notes) {
      expect(n.org_id).toBe(b.coffee);
      expect(n.data).toMatchObject({ payoutId: created._id, currency: 'USD', amount: created.netAmount });
      expect(typeof n.data.endDate).toBe('string');
    }
    // one push to each subscribed member, never to someone else's endpoint
    for (const endpoint of Object.values(subs)) {
      const mine = b.pushes.filter((p) => p.endpoint === endpoint);
      expect(mine.map((p) => (p.payload.data as { status: string }).status)).toEqual(['paid']);
      for (const p of mine) expect(p.payload).toMatchObject({ type: 'payout', orgId: b.coffee });
    }
    expect(b.pushes).toHaveLength(2);
  });

  it('shows a payout only to its organization and environment (404 otherwise)', async () => {
    const b = await bed();
    const created = await createUsd(b);
    const stranger = (await loginTokens(b.sandbox, DEMO_EMAIL.owner)).access.token;
    for (const path of ['detail', 'payments', 'disputes', 'refunds']) {
      expect((await b.call('GET', `/v1/payout/${path}/${created._id}`, stranger)).status).toBe(404);
    }
    expect((await detail(b, 'ffffffffffffffffffffffff')).status).toBe(404);
    await b.call('PATCH', '/v1/user/switchEnv?env=live', b.token);
    expect((await detail(b, created._id)).status).toBe(404);
  });

  it('keeps the wallet a crypto payout was created for', async () => {
    const b = await bed();
    const r = await b.call<Detail>('POST', '/v1/payout/create?currency=BTC', b.token, {
      headers: { 'Idempotency-Key': 'lifecycle-btc-1' },
      body: { endDate: today, currencyCategory: 'crypto' },
    });
    expect(r.status, JSON.stringify(r.data)).toBe(201);
    b.sandbox.db
      .prepare('UPDATE organizations SET wallet_address = ? WHERE _id = ?')
      .run('bc1qchanged', b.coffee);
    expect((await detail(b, r.data._id)).data.walletAddress).toBe(
      'bc1qmayacafe7d3m0payzx8k2v3w4s5n6h7l9g0mqy',
    );
  });
});

describe('payout timer', () => {
  const statusOf = (b: Bed, id: string) =>
    (b.sandbox.db.prepare('SELECT status FROM payouts WHERE _id = ?').get(id) as { status: string }).status;
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('moves a payout while nobody reads it (real clock, a short step)', async () => {
    // the sandbox clock is the real one here
    const real = await createSandbox({ payoutStepMs: 20 });
    open.push(real);
    const token = (await loginTokens(real, DEMO_EMAIL.merchant)).access.token;
    const r = await real.app.fetch(
      new Request('http://sandbox.test/v1/payout/create?currency=USD', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'timer-test-0001',
        },
        body: JSON.stringify({ endDate: new Date().toISOString().slice(0, 10), currencyCategory: 'fiat' }),
      }),
    );
    expect(r.status).toBe(201);
    const id = ((await r.json()) as { data: { _id: string } }).data._id;
    const status = () =>
      (real.db.prepare('SELECT status FROM payouts WHERE _id = ?').get(id) as { status: string }).status;
    await until(() => status() === 'paid');
    expect(status()).toBe('paid');
  });

  it('resumes the payouts a restart left pending, without a read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'payout-restart-'));
    try {
      const clock = manualClock(START);
      const first = await bed({ dataDir: dir, clock });
      const created = await createUsd(first);
      first.sandbox.close();
      open.splice(open.indexOf(first.sandbox), 1);
      clock.advance(2 * STEP);
      const second = await bed({ dataDir: dir, clock });
      await until(() => statusOf(second, created._id) === 'paid');
      expect(statusOf(second, created._id)).toBe('paid');
      second.sandbox.close();
      open.splice(open.indexOf(second.sandbox), 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the step from SANDBOX_PAYOUT_STEP_MS', () => {
    expect(payoutStepMsFromEnv({})).toBe(3000);
    expect(payoutStepMsFromEnv({ SANDBOX_PAYOUT_STEP_MS: '500' })).toBe(500);
    expect(() => payoutStepMsFromEnv({ SANDBOX_PAYOUT_STEP_MS: 'soon' })).toThrow(/SANDBOX_PAYOUT_STEP_MS/);
  });
});
