import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import type { Schemas } from '../../sandbox/contract-types.ts';
import { manualClock, type ManualClock } from '../../sandbox/clock.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { savePaymentConfig } from '../../sandbox/money/payment-config.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../sandbox/webhook-receiver/receiver.ts';
import { createWebhookSender, RETRY_DELAYS_MS } from '../../sandbox/webhooks/sender.ts';
import { createServer as createHttpServer } from 'node:http';
import { signatureValid } from '../../sandbox/webhooks/signature.ts';
import { signingSecretOf } from '../../sandbox/webhooks/secrets.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 33, part 5: the sandbox really delivers its webhooks (signed, retried with backoff on the sandbox clock,
 * every attempt recorded), Redeliver is role-gated and audited, and it connects only where the rule and the
 * allow-list say: a real local receiver on 127.0.0.1, allow-listed by its one exact origin.
 */
type Delivery = Schemas['WebhookDelivery'];
interface Reply<T> {
  status: number;
  data: T;
}

/** What the sandbox's resolver answers for a name; any other name is a public address. */
const RESOLVED: Record<string, string[]> = {
  // a public-looking name an attacker pointed at a private address
  'rebound.shop.com': ['10.1.2.3'],
  // issue 46: the same, written as IPv6 forms that carry the IPv4 address
  'nat64.shop.com': ['64:ff9b::a00:1'],
  'nat64-local.shop.com': ['64:ff9b:1::a9fe:a9fe'],
  '6to4.shop.com': ['2002:a9fe:a9fe::1'],
  'teredo.shop.com': ['2001:0:4136:e378:8000:63bf:80ff:fffe'],
  'translated.shop.com': ['::ffff:0:7f00:1'],
  'compatible.shop.com': ['::a00:1'],
  'isatap.shop.com': ['2600::5efe:a00:1'],
  // one bad address among good ones is enough
  'mixed.shop.com': ['93.184.216.34', '2606:4700::1111', '::ffff:192.168.1.1'],
  // issue 46: an allow-listed origin written with a name the system resolver does not know; the sender must
  // connect where its own lookup said (127.0.0.1, the receiver), not look the name up again
  'receiver.test': ['127.0.0.1'],
};

let clock: ManualClock;
let sandbox: Sandbox;
let receiver: WebhookReceiver;
/** an allow-listed origin nothing listens on: every attempt there is a network error */
let deadOrigin: string;
/** an allow-listed endpoint that answers 200 after 300 ms: an attempt stays under way that long */
let slowOrigin: string;
const slow = createHttpServer((_req, res) => {
  setTimeout(() => res.writeHead(200).end('slow but fine'), 300);
});

/** The local receiver's origin written with a name instead of 127.0.0.1 (RESOLVED's receiver.test). */
const namedReceiver = () => `http://receiver.test:${new URL(receiver.origin).port}`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  clock = manualClock(new Date('2026-03-02T12:00:00.000Z'));
  receiver = await startWebhookReceiver({
    secretFor: ({ orgId, env }) =>
      signingSecretOf(sandbox.db, orgId, env as 'test', clock.now().toISOString()).secret,
  });
  deadOrigin = `http://127.0.0.1:${await freePort()}`;
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  slowOrigin = `http://127.0.0.1:${(slow.address() as { port: number }).port}`;
  sandbox = await createSandbox({
    now: clock.now,
    exposeOutbox: true,
    schedulerTickMs: 3_600_000,
    webhookAllowedOrigins: [receiver.origin, deadOrigin, slowOrigin, namedReceiver()],
    webhookResolve: async (host) => RESOLVED[host] ?? ['93.184.216.34'],
  });
}, 60_000);

afterAll(async () => {
  await sandbox.webhooks.settled();
  sandbox.close();
  await receiver.close();
  slow.closeAllConnections();
  slow.close();
});

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<Reply<T>> {
  const res = await sandbox.app.fetch(
    new Request(`http://sandbox.test${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

const tokenOf = async (email: string) => (await loginTokens(sandbox, email)).access.token;
const coffee = () =>
  (sandbox.db.prepare(`SELECT _id FROM organizations WHERE name = ?`).get("Maya's Coffee") as { _id: string })
    ._id;

/** Points Maya's Coffee (test) at `url` straight in the store, as a saved configuration would be. */
function pointAt(url: string | null) {
  savePaymentConfig(sandbox.db, coffee(), 'test', { webhookUrl: url }, clock.now().toISOString());
}

/** A payment of Maya's Coffee (test) happens; resolves once its webhook's first attempt is recorded. */
async function paymentHappens(): Promise<Delivery> {
  const added = await call<{ payment: { paymentId: string } }>('POST', '/__sandbox/payments', undefined, {
    email: DEMO_EMAIL.merchant,
    amount: 42.5,
    currency: 'USD',
    status: 'success',
  });
  expect(added.status).toBe(201);
  await sandbox.webhooks.settled();
  const token = await tokenOf(DEMO_EMAIL.merchant);
  const page = await call<{ results: Delivery[] }>(
    'GET',
    `/v1/webhook/deliveries?paymentId=${added.data.payment.paymentId}`,
    token,
  );
  expect(page.data.results).toHaveLength(1);
  return page.data.results[0]!;
}

/** Moves the sandbox clock and runs the due work, as the scheduler's tick would; waits for the attempts. */
async function tick(ms: number) {
  clock.advance(ms);
  sandbox.runDue();
  await sandbox.webhooks.settled();
}

async function deliveryNow(id: string, email: string = DEMO_EMAIL.merchant): Promise<Reply<Delivery>> {
  return call<Delivery>('GET', `/v1/webhook/deliveries/${id}`, await tokenOf(email));
}

const received = (deliveryId: string) => receiver.received().filter((r) => r.webhookId === deliveryId);

beforeEach(() => pointAt(`${receiver.origin}/hooks/ok`));

describe('a webhook delivery', () => {
  it('posts a signed JSON body the receiver can verify with the scope’s secret', async () => {
    const delivery = await paymentHappens();
    expect(delivery).toMatchObject({ event: 'payment.succeeded', status: 'delivered', attempts: 1 });
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.attemptLog).toEqual([
      expect.objectContaining({
        number: 1,
        statusCode: 200,
        error: null,
        responseExcerpt: '{"received":true}',
      }),
    ]);
    const [got] = received(delivery._id);
    expect(got!.verified).toBe(true);
    const secret = await call<{ secret: string }>(
      'GET',
      '/v1/webhook/signing-secret',
      await tokenOf(DEMO_EMAIL.developer),
    );
    expect(secret.status).toBe(200);
    expect(signatureValid(secret.data.secret, got!.signature, got!.body)).toBe(true);
    // the time signed is the sandbox clock's, and a changed body no longer matches
    expect(got!.signature).toMatch(
      new RegExp(`^t=${Math.floor(clock.now().getTime() / 1000)},v1=[0-9a-f]{64}$`),
    );
    expect(signatureValid(secret.data.secret, got!.signature, got!.body.replace('42.5', '4250'))).toBe(false);
    expect(JSON.parse(got!.body)).toMatchObject({
      id: delivery._id,
      type: 'payment.succeeded',
      env: 'test',
      data: { amount: 42.5, currency: 'USD' },
    });
  });

  it('is retried after 10 s, 1 min, 5 min, 30 min and 2 h while the endpoint answers 500, then fails', async () => {
    pointAt(`${receiver.origin}/hooks/fail`);
    const delivery = await paymentHappens();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500 });
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      // not a moment early
      await tick(delay - 1000);
      expect((await deliveryNow(delivery._id)).data.attempts).toBe(index + 1);
      await tick(1000);
      expect((await deliveryNow(delivery._id)).data.attempts).toBe(index + 2);
    }
    const last = (await deliveryNow(delivery._id)).data;
    expect(last).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null, responseCode: 500 });
    expect(last.attemptLog.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 500, 500]);
    expect(last.attemptLog[1]!.responseExcerpt).toBe('{"error":"Failing on purpose"}');
    await tick(24 * 3_600_000);
    expect((await deliveryNow(delivery._id)).data.attempts).toBe(6);
    expect(received(delivery._id)).toHaveLength(6);
  });

  it('is retried on a network error too, recording the error instead of a status code', async () => {
    pointAt(`${deadOrigin}/hooks`);
    const delivery = await paymentHappens();
    expect(delivery.status).toBe('pending');
    expect(delivery.attemptLog[0]).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    await tick(10_000);
    expect((await deliveryNow(delivery._id)).data.attempts).toBe(2);
  });

  it('stops retrying once the endpoint answers 2xx', async () => {
    pointAt(`${receiver.origin}/hooks/fail`);
    const delivery = await paymentHappens();
    pointAt(`${receiver.origin}/hooks/ok`);
    await tick(10_000);
    expect((await deliveryNow(delivery._id)).data).toMatchObject({
      status: 'delivered',
      attempts: 2,
      responseCode: 200,
      nextAttemptAt: null,
    });
    await tick(3 * 3_600_000);
    expect((await deliveryNow(delivery._id)).data.attempts).toBe(2);
  });
});

describe('Redeliver', () => {
  it('makes a new attempt now, records it and the audit entry; a success ends the retries', async () => {
    pointAt(`${receiver.origin}/hooks/fail`);
    const delivery = await paymentHappens();
    pointAt(`${receiver.origin}/hooks/ok`);
    const developer = await loginTokens(sandbox, DEMO_EMAIL.developer);
    const reply = await call<Delivery>(
      'POST',
      `/v1/webhook/deliveries/${delivery._id}/redeliver`,
      developer.access.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ status: 'delivered', attempts: 2, nextAttemptAt: null });
    expect(reply.data.attemptLog[1]).toMatchObject({ number: 2, statusCode: 200, redelivery: true });
    const audit = sandbox.db
      .prepare(`SELECT actor_id, kind, env, changes FROM audit_entries WHERE target_id = ?`)
      .all(delivery._id) as { actor_id: string; kind: string; env: string; changes: string }[];
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: developer.userId, kind: 'webhookRedelivered', env: 'test' }),
    ]);
    await tick(3 * 3_600_000);
    expect((await deliveryNow(delivery._id)).data.attempts).toBe(2);
  });

  it('refuses a second redelivery while the first attempt is under way', async () => {
    pointAt(`${slowOrigin}/hooks`);
    const delivery = await paymentHappens();
    const developer = await tokenOf(DEMO_EMAIL.developer);
    const path = `/v1/webhook/deliveries/${delivery._id}/redeliver`;
    const first = call<Delivery>('POST', path, developer);
    await vi.waitFor(() => expect(sandbox.webhooks.sending(delivery._id)).toBe(true));
    expect(await call('POST', path, developer)).toEqual({
      status: 409,
      data: 'This delivery is being sent; try again in a moment',
    });
    const done = await first;
    expect(done.status).toBe(200);
    expect(done.data.attemptLog.at(-1)).toMatchObject({ statusCode: 200, responseExcerpt: 'slow but fine' });
    expect(done.data.attemptLog.at(-1)!.durationMs).toBeGreaterThanOrEqual(250);
  });

  it('refuses a viewer with the role sentence, and makes no attempt', async () => {
    const delivery = await paymentHappens();
    const reply = await call<string>(
      'POST',
      `/v1/webhook/deliveries/${delivery._id}/redeliver`,
      await tokenOf(DEMO_EMAIL.viewer),
    );
    expect(reply).toEqual({ status: 403, data: 'Your role (viewer) cannot redeliver webhooks' });
    expect((await deliveryNow(delivery._id)).data.attempts).toBe(1);
    const secret = await call<string>('GET', '/v1/webhook/signing-secret', await tokenOf(DEMO_EMAIL.viewer));
    expect(secret).toEqual({
      status: 403,
      data: 'Your role (viewer) cannot see or rotate the webhook signing secret',
    });
  });
});

describe('the scope', () => {
  it('keeps an organization’s and environment’s deliveries to themselves', async () => {
    const delivery = await paymentHappens();
    expect((await deliveryNow(delivery._id, DEMO_EMAIL.owner)).status).toBe(404);
    const merchant = await tokenOf(DEMO_EMAIL.merchant);
    await call('PATCH', '/v1/user/switchEnv?env=live', merchant);
    try {
      expect((await deliveryNow(delivery._id)).data).toBe('Webhook delivery not found');
      const live = await call<{ results: Delivery[] }>('GET', '/v1/webhook/deliveries?limit=100', merchant);
      expect(live.data.results.map((d) => d._id)).not.toContain(delivery._id);
    } finally {
      await call('PATCH', '/v1/user/switchEnv?env=test', merchant);
    }
  });

  it('lists newest first, by status, paged', async () => {
    pointAt(`${receiver.origin}/hooks/fail`);
    const failing = await paymentHappens();
    const merchant = await tokenOf(DEMO_EMAIL.merchant);
    type Page = { results: Delivery[]; totalResults: number; totalPages: number };
    const pending = await call<Page>('GET', '/v1/webhook/deliveries?status=pending', merchant);
    expect(pending.data.results[0]!._id).toBe(failing._id);
    expect(pending.data.results.every((d) => d.status === 'pending')).toBe(true);
    const first = await call<Page>('GET', '/v1/webhook/deliveries?status=delivered&limit=1', merchant);
    const second = await call<Page>(
      'GET',
      '/v1/webhook/deliveries?status=delivered&limit=1&page=2',
      merchant,
    );
    expect(first.data.totalResults).toBeGreaterThan(1);
    expect(first.data.totalPages).toBe(first.data.totalResults);
    expect(first.data.results[0]!.status).toBe('delivered');
    expect(second.data.results[0]!._id).not.toBe(first.data.results[0]!._id);
    expect(first.data.results[0]!.createdAt >= second.data.results[0]!.createdAt).toBe(true);
  });

  it('rotates the signing secret: the next attempt is signed with the new one', async () => {
    const developer = await tokenOf(DEMO_EMAIL.developer);
    const before = await call<{ secret: string }>('GET', '/v1/webhook/signing-secret', developer);
    const rotated = await call<{ secret: string }>('POST', '/v1/webhook/signing-secret/rotate', developer);
    expect(rotated.data.secret).not.toBe(before.data.secret);
    const delivery = await paymentHappens();
    const [got] = received(delivery._id);
    expect(signatureValid(rotated.data.secret, got!.signature, got!.body)).toBe(true);
    expect(signatureValid(before.data.secret, got!.signature, got!.body)).toBe(false);
    const entries = sandbox.db
      .prepare(`SELECT changes FROM audit_entries WHERE kind = 'webhookChanged'`)
      .all() as { changes: string }[];
    expect(entries.map((e) => e.changes).join()).not.toContain(before.data.secret);
    expect(entries.map((e) => e.changes).join()).not.toContain(rotated.data.secret);
  });
});

describe('where the sandbox connects', () => {
  it('takes exactly the allow-listed origin when the configuration is saved, and nothing else local', async () => {
    const merchant = await tokenOf(DEMO_EMAIL.merchant);
    const save = (webhookUrl: string) =>
      call<string | { webhookUrl: string }>('PATCH', '/v1/config/payment', merchant, { webhookUrl });
    expect((await save(`${receiver.origin}/hooks/ok`)).status).toBe(200);
    const port = Number(new URL(receiver.origin).port);
    for (const refused of [
      `http://127.0.0.1:${port + 1}/hooks/ok`,
      `https://127.0.0.1:${port}/hooks/ok`,
      `http://localhost:${port}/hooks/ok`,
      `http://10.0.0.8:${port}/hooks/ok`,
      'https://10.0.0.8/hooks',
      'https://[::1]/hooks',
      'https://printer.local/hooks',
      `http://user:pw@127.0.0.1:${port}/hooks/ok`,
    ]) {
      expect((await save(refused)).status, refused).toBe(400);
    }
  });

  it('checks the URL again at each attempt, and where a public name resolves', async () => {
    // stored before the rule, or changed behind its back: refused at send time, nothing leaves
    const port = Number(new URL(receiver.origin).port);
    pointAt(`http://127.0.0.1:${port + 1}/hooks/ok`);
    const refused = await paymentHappens();
    expect(refused.attemptLog[0]).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/^Not sent: the webhook URL must be an https URL/),
    });
    pointAt('https://rebound.shop.com/hooks');
    const rebound = await paymentHappens();
    expect(rebound.attemptLog[0]!.error).toBe(
      'Not sent: rebound.shop.com resolves to 10.1.2.3, which is not a public address',
    );
    expect(received(refused._id)).toEqual([]);
    pointAt('https://hooks.example.com/payments');
    const documentation = await paymentHappens();
    expect(documentation.attemptLog[0]!.error).toBe(
      'Not sent: hooks.example.com is reserved for documentation (RFC 2606)',
    );
  });
});

describe('where the sandbox connects (issue 46)', () => {
  it('refuses a name written with extra dots when the configuration is saved', async () => {
    const merchant = await tokenOf(DEMO_EMAIL.merchant);
    for (const [webhookUrl, host] of [
      ['https://localhost../hooks', 'localhost..'],
      ['https://printer.local../hooks', 'printer.local..'],
      ['https://127.0.0.1../hooks', '127.0.0.1..'],
    ]) {
      const reply = await call<string>('PATCH', '/v1/config/payment', merchant, { webhookUrl });
      expect([reply.status, reply.data], webhookUrl).toEqual([
        400,
        `webhookUrl must use a public host name, not ${host}`,
      ]);
    }
  });

  it('judges a resolved IPv6 address by the IPv4 address it carries', async () => {
    for (const [host, addresses] of Object.entries(RESOLVED)) {
      if (!host.endsWith('.shop.com') || host === 'rebound.shop.com') continue;
      pointAt(`https://${host}/hooks`);
      const delivery = await paymentHappens();
      const refused = addresses.find(
        (address) => address !== '93.184.216.34' && address !== '2606:4700::1111',
      );
      expect(delivery.attemptLog[0]!.error, host).toBe(
        `Not sent: ${host} resolves to ${refused}, which is not a public address`,
      );
    }
  });

  it('connects to the address its own lookup gave, never looking the name up again', async () => {
    // receiver.test is known to the sandbox's resolver only: a second lookup by the HTTP client fails
    pointAt(`${namedReceiver()}/hooks/ok`);
    const delivery = await paymentHappens();
    expect(delivery.attemptLog[0]).toMatchObject({ statusCode: 200, error: null });
    expect(received(delivery._id)).toHaveLength(1);
  });

  it('resolves once per attempt, checks every address, and hands exactly those to the connection', async () => {
    // DNS rebinding: the name answers a public address to the check, then 127.0.0.1 to whoever asks next
    const asked: string[] = [];
    const connections: { url: string; addresses: readonly string[] }[] = [];
    const sender = createWebhookSender({
      db: sandbox.db,
      now: clock.now,
      allowedOrigins: [],
      resolve: async (host) => {
        asked.push(host);
        return asked.length === 1 ? ['93.184.216.34', '2606:4700::1111'] : ['127.0.0.1'];
      },
      transport: async ({ url, addresses }) => {
        connections.push({ url, addresses });
        return { statusCode: 200, excerpt: 'ok' };
      },
    });
    pointAt('https://rebind.shop.com/hooks');
    sender.eventHappened({ orgId: coffee(), env: 'test', type: 'payment.succeeded', data: {} });
    await sender.settled();
    expect(asked).toEqual(['rebind.shop.com']);
    expect(connections).toEqual([
      { url: 'https://rebind.shop.com/hooks', addresses: ['93.184.216.34', '2606:4700::1111'] },
    ]);
    // the next attempt looks again, and this time refuses what it found: nothing is connected to
    sender.eventHappened({ orgId: coffee(), env: 'test', type: 'payment.succeeded', data: {} });
    await sender.settled();
    expect(asked).toHaveLength(2);
    expect(connections).toHaveLength(1);
    const row = sandbox.db
      .prepare(
        `SELECT _id FROM webhook_deliveries WHERE url = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
      )
      .get('https://rebind.shop.com/hooks') as { _id: string };
    expect((await deliveryNow(row._id)).data.attemptLog[0]!.error).toBe(
      'Not sent: rebind.shop.com resolves to 127.0.0.1, which is not a public address',
    );
  });
});

describe('an endpoint that does not answer', () => {
  it('fails the attempt at the timeout (5 s; shortened here) and schedules the retry', async () => {
    // accepts the connection and never answers
    const hanging = createHttpServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(hanging.address() as { port: number }).port}`;
    try {
      const sender = createWebhookSender({
        db: sandbox.db,
        now: clock.now,
        allowedOrigins: [origin],
        timeoutMs: 300,
      });
      pointAt(`${origin}/hooks`);
      sender.eventHappened({ orgId: coffee(), env: 'test', type: 'payment.succeeded', data: {} });
      await sender.settled();
      const row = sandbox.db
        .prepare(`SELECT _id FROM webhook_deliveries WHERE url = ? ORDER BY created_at DESC LIMIT 1`)
        .get(`${origin}/hooks`) as { _id: string };
      const delivery = (await deliveryNow(row._id)).data;
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseCode: null });
      expect(delivery.attemptLog[0]).toMatchObject({
        statusCode: null,
        error: 'No answer within 0.3 s (timed out)',
      });
      expect(delivery.attemptLog[0]!.durationMs).toBeGreaterThanOrEqual(250);
      expect(delivery.nextAttemptAt).toBe(new Date(clock.now().getTime() + 10_000).toISOString());
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});
