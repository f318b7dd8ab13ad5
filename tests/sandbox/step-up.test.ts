/**
 * Issue 33, step-up before money moves: the six operations that move money or access are refused (403,
 * `Step-Up: required`) unless this sign-in proved its user's identity in the last 5 minutes; a sign-in is such
 * a proof, a password (+ code when two-step verification is on) renews it, and a refused request sent again
 * with the same Idempotency-Key after the proof makes exactly one refund or payout.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../sandbox/clock.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { STEP_UP_MESSAGE } from '../../sandbox/step-up/require.ts';
import { DEMO_EMAIL, DEMO_MFA_SECRET, DEMO_PASSWORD } from '../support/demo.ts';
import { loginTokens } from '../support/sign-in.ts';

const START = new Date('2025-06-15T12:00:00.000Z');
const FIVE_MINUTES = 5 * 60_000;

let sandbox: Sandbox;
let advance: (ms: number) => void;
let now: () => Date;

beforeEach(async () => {
  const clock = manualClock(START);
  advance = clock.advance;
  now = clock.now;
  sandbox = await createSandbox({ now: clock.now, exposeOutbox: true });
  return () => sandbox.close();
});

interface Reply<T> {
  status: number;
  data: T;
  stepUp: string | null;
}

async function call<T = unknown>(
  method: string,
  path: string,
  token: string | undefined,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const res = await sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method,
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data, stepUp: res.headers.get('Step-Up') };
}

const login = async (email: string = DEMO_EMAIL.merchant) => (await loginTokens(sandbox, email)).access.token;
const userIdOf = (email: string) =>
  (sandbox.db.prepare('SELECT _id FROM users WHERE email = ?').get(email) as { _id: string })._id;
const stepUp = (token: string, body: Record<string, unknown>) =>
  call<{ validUntil: string } | string>('POST', '/v1/auth/step-up', token, { body });

/** A refundable payment of the merchant's current organization and environment. */
function refundablePayment(): string {
  const user = sandbox.db
    .prepare('SELECT current_org_id, current_env FROM users WHERE email = ?')
    .get(DEMO_EMAIL.merchant) as { current_org_id: string; current_env: string };
  const row = sandbox.db
    .prepare(
      `SELECT payment_id FROM transactions WHERE org_id = ? AND env = ? AND status = 'success'
       AND captured_amount >= 1000000000 ORDER BY created_at DESC LIMIT 1`,
    )
    .get(user.current_org_id, user.current_env) as { payment_id: string };
  return row.payment_id;
}

/** A currency of the merchant's current scope with unpaid payments (what a payout takes). */
function payableCurrency(): { currency: string; category: string } {
  const user = sandbox.db
    .prepare('SELECT current_org_id, current_env FROM users WHERE email = ?')
    .get(DEMO_EMAIL.merchant) as { current_org_id: string; current_env: string };
  const row = sandbox.db
    .prepare(
      `SELECT currency, currency_type FROM transactions WHERE org_id = ? AND env = ? AND is_processed = 0
       AND status = 'success' GROUP BY currency ORDER BY SUM(captured_amount) DESC LIMIT 1`,
    )
    .get(user.current_org_id, user.current_env) as { currency: string; currency_type: string };
  return { currency: row.currency, category: row.currency_type };
}

const count = (table: 'refunds' | 'payouts', key: string) =>
  (sandbox.db.prepare(`SELECT COUNT(*) n FROM ${table} WHERE idempotency_key = ?`).get(key) as { n: number })
    .n;

/** The six operations, each as a request the merchant (owner) may make once proved. */
type Move = (token: string) => Promise<Reply<unknown>>;
type Moves = Record<'refund' | 'payout' | 'apiKey' | 'paymentConfig' | 'memberRole' | 'webhookSecret', Move>;

function moneyMoves(): Moves {
  const paymentId = refundablePayment();
  const { currency, category } = payableCurrency();
  const today = START.toISOString().slice(0, 10);
  return {
    refund: (token) =>
      call('POST', `/v1/refund/${paymentId}`, token, {
        body: { amount: 1 },
        headers: { 'Idempotency-Key': 'step-up-refund-1' },
      }),
    payout: (token) =>
      call('POST', `/v1/payout/create?currency=${currency}`, token, {
        body: { endDate: today, currencyCategory: category },
        headers: { 'Idempotency-Key': 'step-up-payout-1' },
      }),
    apiKey: (token) => call('POST', '/v1/user/signing-keys', token, { body: { name: 'Checkout' } }),
    paymentConfig: (token) =>
      call('PATCH', '/v1/config/payment', token, { body: { webhookUrl: 'https://shop.example/hooks' } }),
    memberRole: (token) =>
      call('PATCH', '/v1/org/member/update/role', token, {
        body: { userId: userIdOf(DEMO_EMAIL.developer), role: 'viewer' },
      }),
    webhookSecret: (token) => call('POST', '/v1/webhook/signing-secret/rotate', token),
  };
}

describe('step-up before money moves', () => {
  it('a fresh sign-in counts as the proof: the six operations go through at once', async () => {
    const token = await login();
    for (const [name, move] of Object.entries(moneyMoves())) {
      const reply = await move(token);
      expect([name, reply.status < 300]).toEqual([name, true]);
    }
  });

  it('refuses each of the six with 403 and Step-Up: required once the proof is 5 minutes old', async () => {
    const token = await login();
    advance(FIVE_MINUTES);
    for (const [name, move] of Object.entries(moneyMoves())) {
      const reply = await move(token);
      expect([name, reply.status, reply.stepUp, reply.data]).toEqual([
        name,
        403,
        'required',
        STEP_UP_MESSAGE,
      ]);
    }
    // nothing was made or changed
    expect(count('refunds', 'step-up-refund-1')).toBe(0);
    expect(count('payouts', 'step-up-payout-1')).toBe(0);
    const role = sandbox.db
      .prepare(
        'SELECT role FROM members WHERE user_id = ? AND org_id = (SELECT current_org_id FROM users WHERE email = ?)',
      )
      .get(userIdOf(DEMO_EMAIL.developer), DEMO_EMAIL.merchant);
    expect(role).toEqual({ role: 'developer' });
  });

  it('a password proof grants 5 minutes from the proof, then asks again', async () => {
    const token = await login();
    advance(FIVE_MINUTES + 1000);
    const moves = moneyMoves();
    expect((await moves.apiKey(token)).status).toBe(403);
    const granted = await stepUp(token, { password: DEMO_PASSWORD });
    expect(granted).toMatchObject({
      status: 200,
      data: { validUntil: new Date(now().getTime() + FIVE_MINUTES).toISOString() },
    });
    expect((await moves.apiKey(token)).status).toBe(201);
    advance(FIVE_MINUTES - 1000);
    expect((await moves.apiKey(token)).status).toBe(201);
    advance(1000);
    expect((await moves.apiKey(token)).stepUp).toBe('required');
  });

  it('a grant of another sign-in of the same user does not count', async () => {
    const first = await login();
    const second = await login();
    advance(FIVE_MINUTES);
    expect((await stepUp(second, { password: DEMO_PASSWORD })).status).toBe(200);
    const moves = moneyMoves();
    expect((await moves.paymentConfig(second)).status).toBe(200);
    const other = await moves.paymentConfig(first);
    expect([other.status, other.stepUp]).toEqual([403, 'required']);
  });

  it('after the proof, the refused refund and payout sent again with the same key make exactly one each', async () => {
    const token = await login();
    advance(FIVE_MINUTES);
    const moves = moneyMoves();
    expect((await moves.refund(token)).status).toBe(403);
    expect((await moves.payout(token)).status).toBe(403);
    expect((await stepUp(token, { password: DEMO_PASSWORD })).status).toBe(200);
    expect((await moves.refund(token)).status).toBe(201);
    expect((await moves.payout(token)).status).toBe(201);
    // a retry of a request that did go through replays it
    expect((await moves.refund(token)).status).toBe(200);
    expect((await moves.payout(token)).status).toBe(200);
    expect([count('refunds', 'step-up-refund-1'), count('payouts', 'step-up-payout-1')]).toEqual([1, 1]);
  });

  it('the proof comes before anything is read: a stale session learns nothing, not even its role or a record', async () => {
    const token = await login(DEMO_EMAIL.viewer);
    advance(FIVE_MINUTES);
    const asked = await call('POST', '/v1/user/signing-keys', token, { body: { name: 'k' } });
    expect([asked.status, asked.stepUp]).toEqual([403, 'required']);
    // an unknown payment is not told apart from a known one without the proof
    const probe = await call('POST', '/v1/refund/000000000000000000000000', token, {
      body: {},
      headers: { 'Idempotency-Key': 'step-up-probe-1' },
    });
    expect([probe.status, probe.stepUp]).toEqual([403, 'required']);
    expect((await stepUp(token, { password: DEMO_PASSWORD })).status).toBe(200);
    const refused = await call('POST', '/v1/user/signing-keys', token, { body: { name: 'k' } });
    expect([refused.status, refused.stepUp, refused.data]).toEqual([
      403,
      null,
      'Your role (viewer) cannot create or revoke API keys',
    ]);
  });

  it('refuses a wrong password and counts it toward the failed-password limit', async () => {
    const token = await login();
    advance(FIVE_MINUTES);
    const wrong = await stepUp(token, { password: 'Wrong-pass-1' });
    expect([wrong.status, wrong.data]).toEqual([400, 'Password is incorrect']);
    expect((await moneyMoves().apiKey(token)).status).toBe(403);
    for (let i = 1; i < 20; i++) await stepUp(token, { password: 'Wrong-pass-1' });
    const locked = await stepUp(token, { password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
  });

  it('asks a user with two-step verification for a code too, and refuses a wrong one', async () => {
    const step = await call<{ id: string; challenge: string }>('POST', '/v1/auth/login', undefined, {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const session = await call<{ tokens: { access: { token: string } } }>(
      'POST',
      '/v1/auth/mfa/verify-otp',
      undefined,
      {
        body: { id: step.data.id, challenge: step.data.challenge, otp: currentCode(DEMO_MFA_SECRET, now()) },
      },
    );
    const token = session.data.tokens.access.token;
    advance(FIVE_MINUTES);
    const options = await call('POST', '/v1/auth/step-up/options', token);
    expect(options.data).toEqual({ password: true, otp: true, passkey: null });
    const noCode = await stepUp(token, { password: DEMO_PASSWORD });
    expect([noCode.status, noCode.data]).toEqual([
      400,
      'Enter the code from your authenticator app too: two-step verification is on',
    ]);
    const right = currentCode(DEMO_MFA_SECRET, now());
    const wrongCode = right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
    const wrong = await stepUp(token, { password: DEMO_PASSWORD, otp: wrongCode });
    expect([wrong.status, wrong.data]).toEqual([400, 'Invalid one-time password']);
    const failures = sandbox.db
      .prepare(`SELECT COUNT(*) n FROM auth_failures WHERE kind = 'otp' AND subject = ?`)
      .get(userIdOf(DEMO_EMAIL.mfa).toLowerCase()) as { n: number };
    expect(failures.n).toBe(1);
    expect((await stepUp(token, { password: DEMO_PASSWORD, otp: right })).status).toBe(200);
    const key = await call('POST', '/v1/user/signing-keys', token, { body: { name: 'Till' } });
    expect(key.status).toBe(201);
  });

  it('says a user without two-step verification gives the password alone', async () => {
    const options = await call('POST', '/v1/auth/step-up/options', await login());
    expect(options).toMatchObject({ status: 200, data: { password: true, otp: false, passkey: null } });
  });

  it('refuses a body with both proofs or none', async () => {
    const token = await login();
    expect((await stepUp(token, {})).status).toBe(400);
  });

  it("the dev route ends a user's grants at once", async () => {
    const token = await login();
    const ended = await call('POST', `/__sandbox/step-up/end?email=${DEMO_EMAIL.merchant}`, undefined);
    expect(ended).toMatchObject({ status: 200, data: { ended: 1 } });
    expect((await moneyMoves().apiKey(token)).stepUp).toBe('required');
  });
});
