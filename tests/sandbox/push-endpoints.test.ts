import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../sandbox/clock.ts';
import { createSandbox, type PushSubscriptionData, type Sandbox } from '../../sandbox/index.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The sandbox connects to every push endpoint it stores, so an endpoint must be a known push service: a
 * subscription could otherwise make the server call loopback or private addresses (and the delete-on-404
 * rule would tell an attacker which ports answer). Only an explicit test-only setting admits a local one.
 */
const REFUSED =
  'body.endpoint must be an https: URL of a known push service (fcm.googleapis.com, updates.push.services.mozilla.com, *.push.apple.com, *.notify.windows.com)';
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

interface Bed {
  sandbox: Sandbox;
  clock: ManualClock;
  sent: PushSubscriptionData[];
  token: string;
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data: unknown }>;
}

async function bed(options: { testPushEndpoints?: boolean } = {}): Promise<Bed> {
  const sent: PushSubscriptionData[] = [];
  const clock = manualClock(new Date());
  const sandbox = await createSandbox({
    now: clock.now,
    testPushEndpoints: options.testPushEndpoints,
    pushSender: async (subscription) => {
      sent.push(subscription);
    },
  });
  const call: Bed['call'] = async (method, path, body, headers = {}) => {
    const res = await sandbox.app.fetch(
      new Request(`http://sandbox.test${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const json = (await res.json()) as { data: unknown };
    return { status: res.status, data: json.data };
  };
  const token = (await loginTokens(sandbox, DEMO_EMAIL.merchant)).access.token;
  return { sandbox, clock, sent, token, call };
}

/** A payout of the merchant's current organization, paid: its owner's subscriptions get a push. */
async function payout(b: Bed, currency = 'USD', category = 'fiat') {
  const today = new Date().toISOString().slice(0, 10);
  const r = await b.call(
    'POST',
    `/v1/payout/create?currency=${currency}`,
    { endDate: today, currencyCategory: category },
    {
      'Idempotency-Key': `push-endpoints-${currency}`,
    },
  );
  expect(r.status, JSON.stringify(r.data)).toBe(201);
  // announced once it lands (pending, then processing, then paid: 3 s each)
  b.clock.advance(6000);
  b.sandbox.runDue();
}

describe('Web Push endpoints', () => {
  let b: Bed;
  beforeAll(async () => {
    b = await bed();
  });
  afterAll(() => b.sandbox.close());

  it('refuses loopback, private, link-local, IP-literal, plain-http and unknown hosts', async () => {
    for (const endpoint of [
      'http://127.0.0.1:8080/',
      'https://127.0.0.1/',
      'https://localhost/push',
      'https://0x7f.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://10.0.0.5/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://8.8.8.8/',
      'https://push.example.test/abc',
      'https://intranet.corp/',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.test/fcm/send/abc',
      'https://evilfcm.googleapis.com.test/',
      'https://push.apple.com.evil.test/',
      'https://notapush.apple.com/',
    ]) {
      const r = await b.call('POST', '/v1/push/subscribe', { endpoint, keys });
      expect([r.status, r.data], endpoint).toEqual([400, REFUSED]);
    }
    expect(b.sandbox.db.prepare('SELECT COUNT(*) n FROM push_subscriptions').get()).toEqual({ n: 0 });
  });

  it('accepts the browsers’ push services', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      const r = await b.call('POST', '/v1/push/subscribe', { endpoint, keys });
      expect(r.status, endpoint).toBe(200);
    }
  });

  it('never contacts a stored endpoint that breaks the rule (saved before it existed), and drops it', async () => {
    const userId = (
      b.sandbox.db.prepare(`SELECT _id FROM users WHERE email = ?`).get(DEMO_EMAIL.merchant) as {
        _id: string;
      }
    )._id;
    b.sandbox.db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)`,
      )
      .run('http://127.0.0.1:6379/', userId, keys.p256dh, keys.auth, new Date().toISOString());
    b.sent.length = 0;
    await payout(b);
    const contacted = b.sent.map((s) => new URL(s.endpoint).hostname);
    expect(contacted).toContain('fcm.googleapis.com');
    expect(contacted).not.toContain('127.0.0.1');
    expect(
      b.sandbox.db
        .prepare(`SELECT COUNT(*) n FROM push_subscriptions WHERE endpoint LIKE 'http://127.%'`)
        .get(),
    ).toEqual({ n: 0 });
  });
});

describe('a local push endpoint behind the test-only setting', () => {
  const local = 'http://127.0.0.1:9999/push/1';

  it('is refused without the setting', async () => {
    const b = await bed();
    const r = await b.call('POST', '/v1/push/subscribe', { endpoint: local, keys });
    expect([r.status, r.data]).toEqual([400, REFUSED]);
    b.sandbox.close();
  });

  it('is accepted and sent to with the setting (the test servers set it)', async () => {
    const b = await bed({ testPushEndpoints: true });
    expect((await b.call('POST', '/v1/push/subscribe', { endpoint: local, keys })).status).toBe(200);
    await payout(b);
    expect(b.sent.map((s) => s.endpoint)).toEqual([local]);
    b.sandbox.close();
  });
});
