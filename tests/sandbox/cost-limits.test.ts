/**
 * Issue 46, point 6: limits on what costs the provider. A redelivery is an outgoing request (per user and per
 * organization), a search a scan of the scope's records (per user), a passkey sign-in's options a stored
 * challenge anyone may ask for (per client address). Each is refused with 429, `Retry-After` and a message that
 * says when to try again; the refusal holds up no one else.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clientLimitsFromEnv, DEFAULT_CLIENT_LIMITS } from '../../sandbox/client-limits.ts';
import { savePaymentConfig } from '../../sandbox/money/payment-config.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

const HOUR_MS = 3600_000;
const HOME = '203.0.113.7';
const ELSEWHERE = '198.51.100.9';

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

const orgId = (name: string) =>
  (t.sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get(name) as { _id: string })._id;

describe('Redeliver', () => {
  /** A seeded delivery of Maya's Coffee (test), whose webhook is removed: an attempt sends nothing anywhere. */
  function coffeeDelivery(): string {
    const coffee = orgId("Maya's Coffee");
    savePaymentConfig(t.sandbox.db, coffee, 'test', { webhookUrl: null }, t.now().toISOString());
    return (
      t.sandbox.db
        .prepare(`SELECT _id FROM webhook_deliveries WHERE org_id = ? AND env = 'test' LIMIT 1`)
        .get(coffee) as { _id: string }
    )._id;
  }
  const redeliver = (id: string, token: string) =>
    t.call<string | { attempts: number }>('POST', `/v1/webhook/deliveries/${id}/redeliver`, { token });

  it('allows 60 an hour per user, then 429 with Retry-After; another member is not held up', async () => {
    const id = coffeeDelivery();
    const developer = (await t.login(DEMO_EMAIL.developer)).access;
    for (let i = 0; i < 60; i++) expect((await redeliver(id, developer)).status, `redelivery ${i}`).toBe(200);
    const refused = await redeliver(id, developer);
    expect([refused.status, refused.data, refused.headers.get('Retry-After')]).toEqual([
      429,
      'Too many webhook redeliveries from your account. Try again in 60 minutes.',
      '3600',
    ]);
    // the refused one made no attempt and left no audit entry
    const { n } = t.sandbox.db
      .prepare(`SELECT COUNT(*) AS n FROM webhook_attempts WHERE delivery_id = ? AND redelivery = 1`)
      .get(id) as { n: number };
    expect(n).toBe(60);
    expect((await redeliver(id, (await t.login(DEMO_EMAIL.merchant)).access)).status).toBe(200);
    t.advance(HOUR_MS);
    // (a new sign-in: the access token has expired meanwhile)
    expect((await redeliver(id, (await t.login(DEMO_EMAIL.developer)).access)).status).toBe(200);
  });

  it('allows 120 an hour per organization, whoever asks', async () => {
    const id = coffeeDelivery();
    const developer = (await t.login(DEMO_EMAIL.developer)).access;
    const merchant = (await t.login(DEMO_EMAIL.merchant)).access;
    for (let i = 0; i < 60; i++) {
      expect((await redeliver(id, developer)).status, `developer ${i}`).toBe(200);
      expect((await redeliver(id, merchant)).status, `merchant ${i}`).toBe(200);
    }
    // Ada is an admin of Maya's Coffee; her sign-in starts in her own organization
    const admin = (await t.login(DEMO_EMAIL.admin)).access;
    const coffee = orgId("Maya's Coffee");
    expect(
      (await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, { token: admin })).status,
    ).toBe(200);
    const refused = await redeliver(id, admin);
    expect([refused.status, refused.data, refused.headers.get('Retry-After')]).toEqual([
      429,
      'This organization has redelivered too many webhooks. Try again in 60 minutes.',
      '3600',
    ]);
  });
});

describe('search', () => {
  const search = (token: string) =>
    t.call<string | { results: unknown[] }>('GET', '/v1/search?q=coffee', { token });

  it('allows 120 a minute per user, then 429 with Retry-After; another user is not held up', async () => {
    const merchant = (await t.login(DEMO_EMAIL.merchant)).access;
    for (let i = 0; i < 120; i++) expect((await search(merchant)).status, `search ${i}`).toBe(200);
    const refused = await search(merchant);
    expect([refused.status, refused.data, refused.headers.get('Retry-After')]).toEqual([
      429,
      'Too many searches. Try again in 1 minute.',
      '60',
    ]);
    expect((await search((await t.login(DEMO_EMAIL.viewer)).access)).status).toBe(200);
    t.advance(60_000);
    expect((await search(merchant)).status).toBe(200);
  });
});

describe('passkey sign-in options', () => {
  const options = (from: string) =>
    t.call<string | { challenge: string }>('POST', '/v1/auth/passkey/options', {
      body: {},
      headers: { Host: 'localhost:4173' },
      from,
    });
  const challenges = () =>
    (t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM passkey_challenges').get() as { n: number }).n;

  it('allows 30 a minute per client address, then 429 with Retry-After and no challenge stored', async () => {
    const before = challenges();
    for (let i = 0; i < 30; i++) expect((await options(HOME)).status, `options ${i}`).toBe(200);
    const refused = await options(HOME);
    expect([refused.status, refused.data, refused.headers.get('Retry-After')]).toEqual([
      429,
      'Too many passkey sign-ins were started from your network. Try again in 1 minute.',
      '60',
    ]);
    expect(challenges()).toBe(before + 30);
    expect((await options(ELSEWHERE)).status).toBe(200);
    t.advance(60_000);
    expect((await options(HOME)).status).toBe(200);
  });

  it('is raised for a test server by SANDBOX_PASSKEY_OPTIONS_PER_MIN, and only that', () => {
    expect(DEFAULT_CLIENT_LIMITS['passkey-options']).toEqual({ max: 30, windowMs: 60_000 });
    const raised = clientLimitsFromEnv({ SANDBOX_PASSKEY_OPTIONS_PER_MIN: '1000' });
    expect(raised).toEqual({ ...DEFAULT_CLIENT_LIMITS, 'passkey-options': { max: 1000, windowMs: 60_000 } });
    for (const value of ['0', '-1', '1e3', 'lots'])
      expect(() => clientLimitsFromEnv({ SANDBOX_PASSKEY_OPTIONS_PER_MIN: value })).toThrow(
        `SANDBOX_PASSKEY_OPTIONS_PER_MIN must be a whole number from 1, not "${value}"`,
      );
  });
});
