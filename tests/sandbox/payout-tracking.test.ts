import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../sandbox/clock.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { payoutWatchers } from '../../sandbox/money/payout-watches.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 32, the payout tracker on the provider's side: each payout's timeline (requested, reviewed, sent, paid
 * or failed), its expected arrival, a crypto payout's transaction and confirmations growing on the sandbox
 * clock, the explorer its configuration names, and "Notify me when it lands" (watch / unwatch).
 */
const START = new Date('2026-03-02T12:00:00.000Z');
const STEP = 3000;
const at = (ms: number) => new Date(START.getTime() + ms).toISOString();

interface Detail {
  _id: string;
  status: string;
  currency: string;
  currencyCategory: string;
  createdAt: string;
  netAmount: number;
  timeline: { step: string; at: string | null }[];
  expectedArrival: string | null;
  txHash: string | null;
  confirmations: number | null;
  requiredConfirmations: number | null;
  explorerUrlTemplate: string | null;
  watching: boolean;
}

interface Bed {
  sandbox: Sandbox;
  advance(ms: number): void;
  call<T>(
    method: string,
    path: string,
    token: string,
    init?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; data: T }>;
  token: string;
  coffee: string;
}

const open: Sandbox[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function bed(): Promise<Bed> {
  const clock = manualClock(START);
  const sandbox = await createSandbox({ now: clock.now, payoutStepMs: STEP, pushSender: async () => {} });
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
    return { status: res.status, data: ((await res.json()) as { data: never }).data };
  };
  const coffee = (
    sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get("Maya's Coffee") as { _id: string }
  )._id;
  const token = (await loginTokens(sandbox, DEMO_EMAIL.merchant)).access.token;
  await call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token);
  return { sandbox, advance: clock.advance, call, token, coffee };
}

const today = START.toISOString().slice(0, 10);
async function create(b: Bed, currency: string, category: 'fiat' | 'crypto'): Promise<Detail> {
  const r = await b.call<Detail>('POST', `/v1/payout/create?currency=${currency}`, b.token, {
    headers: { 'Idempotency-Key': `tracking-${currency}` },
    body: { endDate: today, currencyCategory: category },
  });
  expect(r.status, JSON.stringify(r.data)).toBe(201);
  return r.data;
}
const detail = async (b: Bed, id: string, token = b.token) =>
  (await b.call<Detail>('GET', `/v1/payout/detail/${id}`, token)).data;
const steps = (d: Detail) => d.timeline.map((s) => [s.step, s.at]);

describe('a payout’s timeline', () => {
  it('dates requested, reviewed, sent and paid on the sandbox clock, with the expected arrival', async () => {
    const b = await bed();
    const { _id } = await create(b, 'USD', 'fiat');
    let d = await detail(b, _id);
    expect(steps(d)).toEqual([
      ['requested', at(0)],
      ['reviewed', null],
      ['sent', null],
      ['paid', null],
    ]);
    expect(d.expectedArrival).toBe(at(2 * STEP));
    // fiat: no transaction, no explorer
    expect(d).toMatchObject({
      txHash: null,
      confirmations: null,
      requiredConfirmations: null,
      explorerUrlTemplate: null,
      watching: false,
    });

    b.advance(STEP);
    d = await detail(b, _id);
    expect(d.status).toBe('processing');
    expect(steps(d).slice(1)).toEqual([
      ['reviewed', at(STEP)],
      ['sent', null],
      ['paid', null],
    ]);
    expect(d.expectedArrival).toBe(at(2 * STEP));

    b.advance(STEP / 2 - 1);
    expect((await detail(b, _id)).timeline[2]).toEqual({ step: 'sent', at: null });
    b.advance(1);
    expect((await detail(b, _id)).timeline[2]).toEqual({ step: 'sent', at: at(1.5 * STEP) });

    b.advance(STEP / 2);
    d = await detail(b, _id);
    expect(d.status).toBe('paid');
    expect(steps(d)).toEqual([
      ['requested', at(0)],
      ['reviewed', at(STEP)],
      ['sent', at(1.5 * STEP)],
      ['paid', at(2 * STEP)],
    ]);
    // once paid, the arrival is when it landed
    expect(d.expectedArrival).toBe(at(2 * STEP));
  });

  it('a failing payout is reviewed, never sent, then failed, with no arrival to expect', async () => {
    const b = await bed();
    const { _id } = await create(b, 'BTC', 'crypto');
    // the documented failure rule: the net's cents are .13
    b.sandbox.db.prepare('UPDATE payouts SET net_amount = ? WHERE _id = ?').run(1_13000000, _id);
    b.advance(1.5 * STEP);
    let d = await detail(b, _id);
    expect(d.status).toBe('processing');
    expect(d.timeline[2]).toEqual({ step: 'sent', at: null });
    expect(d.txHash).toBeNull();
    b.advance(STEP / 2);
    d = await detail(b, _id);
    expect(steps(d)).toEqual([
      ['requested', at(0)],
      ['reviewed', at(STEP)],
      ['sent', null],
      ['failed', at(2 * STEP)],
    ]);
    expect(d).toMatchObject({ expectedArrival: null, txHash: null, confirmations: null });
    expect(d.requiredConfirmations).toBe(6);
  });

  it('catching up after a long pause dates every step when it was due', async () => {
    const b = await bed();
    const { _id } = await create(b, 'ETH', 'crypto');
    b.advance(10 * STEP + 77);
    const d = await detail(b, _id);
    expect(steps(d)).toEqual([
      ['requested', at(0)],
      ['reviewed', at(STEP)],
      ['sent', at(1.5 * STEP)],
      ['paid', at(2 * STEP)],
    ]);
    expect(d.confirmations).toBe(6);
  });

  it('a payout from before steps were recorded (the seed’s) reports each step at its creation', async () => {
    const b = await bed();
    const seeded = b.sandbox.db
      .prepare(
        `SELECT _id FROM payouts WHERE org_id = ? AND env = 'test' AND currency = 'BTC' AND status = 'paid'
         ORDER BY created_at DESC LIMIT 1`,
      )
      .get(b.coffee) as { _id: string };
    const d = await detail(b, seeded._id);
    expect(d.timeline.map((s) => s.step)).toEqual(['requested', 'reviewed', 'sent', 'paid']);
    for (const s of d.timeline) expect(s.at).toBe(d.createdAt);
    expect(d.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(d.confirmations).toBe(6);
  });
});

describe('a crypto payout’s transaction', () => {
  it('has a hash from sent on, confirmations growing to 6 on the clock, then is paid', async () => {
    const b = await bed();
    const { _id } = await create(b, 'BTC', 'crypto');
    b.advance(1.5 * STEP - 1);
    let d = await detail(b, _id);
    expect(d).toMatchObject({
      status: 'processing',
      txHash: null,
      confirmations: null,
      requiredConfirmations: 6,
    });
    b.advance(1);
    d = await detail(b, _id);
    expect(d.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(d.confirmations).toBe(0);
    const hash = d.txHash;
    // one confirmation every twelfth of a step: 1 … 5 while processing
    for (let n = 1; n <= 5; n++) {
      b.advance(STEP / 12);
      d = await detail(b, _id);
      expect(d.status).toBe('processing');
      expect(d.confirmations).toBe(n);
      expect(d.txHash).toBe(hash);
      expect(d.expectedArrival).toBe(at(2 * STEP));
    }
    b.advance(STEP / 12);
    d = await detail(b, _id);
    expect(d).toMatchObject({ status: 'paid', confirmations: 6, txHash: hash });
  });

  it('names the explorer of its network from the payment configuration, and follows a change of it', async () => {
    const b = await bed();
    const btc = await create(b, 'BTC', 'crypto');
    const usdt = await create(b, 'USDT', 'crypto');
    expect((await detail(b, btc._id)).explorerUrlTemplate).toBe('https://mempool.space/testnet4/tx/{hash}');
    expect((await detail(b, usdt._id)).explorerUrlTemplate).toBe(
      'https://nile.tronscan.org/#/transaction/{hash}',
    );
    const patched = await b.call<{ explorerUrls: Record<string, string> }>(
      'PATCH',
      '/v1/config/payment',
      b.token,
      { body: { explorerUrls: { bitcoin: 'https://blockstream.info/testnet/tx/{hash}' } } },
    );
    expect(patched.status).toBe(200);
    expect(patched.data.explorerUrls).toEqual({ bitcoin: 'https://blockstream.info/testnet/tx/{hash}' });
    expect((await detail(b, btc._id)).explorerUrlTemplate).toBe('https://blockstream.info/testnet/tx/{hash}');
    // a network the configuration leaves out has no explorer
    expect((await detail(b, usdt._id)).explorerUrlTemplate).toBeNull();
  });

  it('refuses explorer templates a link could not safely be made from', async () => {
    const b = await bed();
    const refused: [string, string | RegExp][] = [
      ['http://mempool.space/tx/{hash}', /explorerUrls\.bitcoin must be an https URL/],
      [
        'https://mempool.space/tx/',
        'explorerUrls.bitcoin must contain {hash} exactly once, and no other brace',
      ],
      [
        'https://mempool.space/{hash}/{hash}',
        'explorerUrls.bitcoin must contain {hash} exactly once, and no other brace',
      ],
      ['https://{hash}.example.com/tx', 'explorerUrls.bitcoin must not put {hash} in the host name'],
      ['https://localhost/tx/{hash}', 'explorerUrls.bitcoin must use a public host name, not localhost'],
      [
        'https://user:pw@mempool.space/tx/{hash}',
        'explorerUrls.bitcoin must not contain a user name or password',
      ],
      ['https://10.0.0.1/tx/{hash}', /explorerUrls\.bitcoin must use a public host name, not an IP address/],
    ];
    for (const [template, message] of refused) {
      const r = await b.call<string>('PATCH', '/v1/config/payment', b.token, {
        body: { explorerUrls: { bitcoin: template } },
      });
      expect(r.status, template).toBe(400);
      if (typeof message === 'string') expect(r.data, template).toContain(message);
      else expect(r.data, template).toMatch(message);
    }
    const stored = await b.call<{ explorerUrls: Record<string, string> }>(
      'GET',
      '/v1/config/payment',
      b.token,
    );
    expect(stored.data.explorerUrls.bitcoin).toBe('https://mempool.space/testnet4/tx/{hash}');
    // an unknown network is not part of the contract
    const unknown = await b.call('PATCH', '/v1/config/payment', b.token, {
      body: { explorerUrls: { solana: 'https://solscan.io/tx/{hash}' } },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('Notify me when it lands', () => {
  it('watches and unwatches a payout for the caller only, idempotently; viewers may too', async () => {
    const b = await bed();
    const { _id } = await create(b, 'USD', 'fiat');
    const viewer = (await loginTokens(b.sandbox, DEMO_EMAIL.viewer)).access.token;
    const merchantId = (
      b.sandbox.db.prepare('SELECT _id FROM users WHERE email = ?').get(DEMO_EMAIL.merchant) as {
        _id: string;
      }
    )._id;

    for (let i = 0; i < 2; i++) {
      const r = await b.call('PUT', `/v1/payout/${_id}/watch`, b.token);
      expect(r).toEqual({ status: 200, data: { payoutId: _id, watching: true } });
    }
    expect((await detail(b, _id)).watching).toBe(true);
    expect((await detail(b, _id, viewer)).watching).toBe(false);
    expect(payoutWatchers(b.sandbox.db, _id)).toEqual([merchantId]);

    expect((await b.call('PUT', `/v1/payout/${_id}/watch`, viewer)).status).toBe(200);
    expect(payoutWatchers(b.sandbox.db, _id)).toHaveLength(2);

    for (let i = 0; i < 2; i++) {
      const r = await b.call('DELETE', `/v1/payout/${_id}/watch`, b.token);
      expect(r).toEqual({ status: 200, data: { payoutId: _id, watching: false } });
    }
    expect((await detail(b, _id)).watching).toBe(false);
    expect((await detail(b, _id, viewer)).watching).toBe(true);
  });

  it('another organization’s payout, the other environment’s or an unknown one is 404', async () => {
    const b = await bed();
    const { _id } = await create(b, 'USD', 'fiat');
    // the owner of Ada's Atelier is no member of Maya's Coffee
    const stranger = (await loginTokens(b.sandbox, DEMO_EMAIL.owner)).access.token;
    for (const method of ['PUT', 'DELETE']) {
      expect(await b.call(method, `/v1/payout/${_id}/watch`, stranger)).toEqual({
        status: 404,
        data: 'Payout not found',
      });
      expect((await b.call(method, '/v1/payout/ffffffffffffffffffffffff/watch', b.token)).status).toBe(404);
      expect((await b.call(method, '/v1/payout/not-an-id/watch', b.token)).status).toBe(400);
    }
    expect(payoutWatchers(b.sandbox.db, _id)).toEqual([]);
    await b.call('PATCH', '/v1/user/switchEnv?env=live', b.token);
    expect((await b.call('PUT', `/v1/payout/${_id}/watch`, b.token)).status).toBe(404);
    expect(payoutWatchers(b.sandbox.db, _id)).toEqual([]);
  });
});
