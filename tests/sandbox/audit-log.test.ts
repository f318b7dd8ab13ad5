/**
 * Issue 33's audit log through the real API: each change a member makes is recorded with who, when, from which
 * address and browser and what changed (never a secret); owners and admins read their organization's log of
 * their environment, filtered; nobody edits or deletes an entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

interface Entry {
  _id: string;
  kind: string;
  actor: { _id: string; email: string | null; name: string | null } | null;
  createdAt: string;
  clientAddress: string;
  userAgent: string;
  targetId: string | null;
  targetLabel: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  env: 'test' | 'live' | null;
}
interface AuditPage {
  results: Entry[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ADDRESS = '198.51.100.23';

let t: CoreTestbed;
/** merchant@demo.test signed in from ADDRESS with Firefox, looking at Maya's Coffee (live) */
let owner: { token: string; userId: string };
let coffee: string;
let books: string;

async function signIn(email: string, from = ADDRESS, agent = FIREFOX) {
  const res = await t.call<{ user: { _id: string }; tokens: { access: { token: string } } }>(
    'POST',
    '/v1/auth/login',
    { body: { email, password: DEMO_PASSWORD }, from, headers: { 'User-Agent': agent } },
  );
  expect(res.status).toBe(200);
  return { token: res.data.tokens.access.token, userId: res.data.user._id };
}

/** A call of the owner, from the owner's address and browser. */
const act = <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.call<T>(method, path, {
    token: owner.token,
    body,
    from: ADDRESS,
    headers: { 'User-Agent': FIREFOX, ...headers },
  });

const log = (query = '', token = owner.token) => t.call<AuditPage>('GET', `/v1/audit${query}`, { token });

/** The newest entry of a kind in the owner's current log. */
async function newest(kind: string): Promise<Entry> {
  const page = await log(`?kind=${kind}&limit=1`);
  expect(page.status).toBe(200);
  expect(page.data.results, `an entry of kind ${kind}`).toHaveLength(1);
  return page.data.results[0]!;
}

const orgNamed = (name: string) =>
  (t.sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get(name) as { _id: string })._id;
const userId = (email: string) =>
  (t.sandbox.db.prepare('SELECT _id FROM users WHERE email = ?').get(email) as { _id: string })._id;

beforeAll(async () => {
  t = await coreTestbed({ trustedProxies: [] });
  coffee = orgNamed("Maya's Coffee");
  books = orgNamed("Maya's Books");
  owner = await signIn(DEMO_EMAIL.merchant);
  await act('PATCH', `/v1/org/setDefault/organization/${coffee}`);
  await act('PATCH', '/v1/user/switchEnv?env=live');
});

describe('what the provider records', () => {
  it('records a sign-in with who, when, the client address, the browser and the method', async () => {
    const entry = await newest('signIn');
    expect(entry).toMatchObject({
      kind: 'signIn',
      actor: { _id: owner.userId, email: DEMO_EMAIL.merchant, name: expect.any(String) },
      createdAt: t.now().toISOString(),
      clientAddress: ADDRESS,
      userAgent: FIREFOX,
      env: null,
      changes: [{ field: 'method', before: null, after: 'password' }],
    });
    // an account's change is in the log of each of its organizations
    const rows = t.sandbox.db
      .prepare(`SELECT org_id FROM audit_entries WHERE kind = 'signIn' AND actor_id = ? AND _id IS NOT NULL`)
      .all(owner.userId) as { org_id: string }[];
    const memberships = t.sandbox.db
      .prepare('SELECT org_id FROM members WHERE user_id = ?')
      .all(owner.userId) as { org_id: string }[];
    expect(memberships.length).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r.org_id))).toEqual(new Set(memberships.map((m) => m.org_id)));
  });

  it('records the second step of a two-step sign-in, not its first factor alone', async () => {
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const mfaUser = userId(DEMO_EMAIL.mfa);
    const count = () =>
      (
        t.sandbox.db
          .prepare(`SELECT COUNT(*) n FROM audit_entries WHERE kind = 'signIn' AND actor_id = ?`)
          .get(mfaUser) as { n: number }
      ).n;
    expect(count()).toBe(0);
    const done = await t.call('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.data.id, challenge: step.data.challenge, otp: currentCode(DEMO_TOTP_SECRET, t.now()) },
    });
    expect(done.status).toBe(200);
    expect(count()).toBeGreaterThan(0);
    const row = t.sandbox.db
      .prepare(`SELECT changes FROM audit_entries WHERE kind = 'signIn' AND actor_id = ?`)
      .get(mfaUser) as { changes: string };
    expect(JSON.parse(row.changes)).toEqual([{ field: 'method', before: null, after: 'otp' }]);
  });

  it('records an invitation with the e-mail and the role offered', async () => {
    const invited = await act<{ _id: string }>('POST', '/v1/team/invite', {
      email: 'new.hire@example.com',
      role: 'developer',
    });
    expect(invited.status).toBe(201);
    expect(await newest('memberInvited')).toMatchObject({
      actor: { _id: owner.userId },
      targetId: invited.data._id,
      targetLabel: 'new.hire@example.com',
      env: null,
      changes: [
        { field: 'email', before: null, after: 'new.hire@example.com' },
        { field: 'role', before: null, after: 'developer' },
      ],
    });
  });

  it('records a role change before → after, naming the member', async () => {
    const developer = userId(DEMO_EMAIL.developer);
    const changed = await act('PATCH', '/v1/org/member/update/role', { userId: developer, role: 'admin' });
    expect(changed.status).toBe(200);
    expect(await newest('memberRoleChanged')).toMatchObject({
      targetId: developer,
      targetLabel: DEMO_EMAIL.developer,
      clientAddress: ADDRESS,
      changes: [{ field: 'role', before: 'developer', after: 'admin' }],
    });
    await act('PATCH', '/v1/org/member/update/role', { userId: developer, role: 'developer' });
  });

  it('records an API key created (name and prefix, never the secret) and revoked', async () => {
    const created = await act<{ _id: string; secret: string; keyPrefix: string }>(
      'POST',
      '/v1/user/signing-keys',
      {
        name: 'Checkout server',
      },
    );
    expect(created.status).toBe(201);
    const entry = await newest('apiKeyCreated');
    expect(entry).toMatchObject({
      env: 'live',
      targetId: created.data._id,
      targetLabel: 'Checkout server',
      changes: expect.arrayContaining([
        { field: 'name', before: null, after: 'Checkout server' },
        { field: 'keyPrefix', before: null, after: created.data.keyPrefix },
      ]),
    });
    expect(JSON.stringify(entry)).not.toContain(created.data.secret);
    const revoked = await act('PATCH', `/v1/user/signing-keys/${created.data._id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(await newest('apiKeyRevoked')).toMatchObject({
      targetId: created.data._id,
      targetLabel: 'Checkout server',
      changes: [{ field: 'status', before: 'active', after: 'revoked' }],
    });
    // the whole log, as stored, holds no secret
    const stored = t.sandbox.db.prepare('SELECT changes FROM audit_entries').all() as { changes: string }[];
    expect(stored.map((r) => r.changes).join('\n')).not.toContain(created.data.secret);
  });

  it('records each changed payment configuration field, and the webhook URL as its own entry', async () => {
    const before = await act<{ minimumPayoutAmount: number; webhookUrl: string }>(
      'GET',
      '/v1/config/payment',
    );
    const saved = await act('PATCH', '/v1/config/payment', {
      minimumPayoutAmount: 75.5,
      payoutSchedule: 'monthly',
      webhookUrl: 'https://hooks.example.com/payments',
    });
    expect(saved.status).toBe(200);
    const config = await newest('paymentConfigChanged');
    expect(config.env).toBe('live');
    expect(config.changes).toEqual(
      expect.arrayContaining([
        { field: 'minimumPayoutAmount', before: String(before.data.minimumPayoutAmount), after: '75.5' },
        { field: 'payoutSchedule', before: 'weekly', after: 'monthly' },
      ]),
    );
    expect(config.changes.map((c) => c.field)).not.toContain('webhookUrl');
    expect(await newest('webhookChanged')).toMatchObject({
      env: 'live',
      // a webhook's URL is a credential: its host only (tests/sandbox/audit-secrets.test.ts)
      changes: [
        {
          field: 'webhookUrl',
          before: new URL(before.data.webhookUrl).host,
          after: 'hooks.example.com',
          recorded: 'host',
        },
      ],
    });
  });

  it('records nothing for a save that changed nothing', async () => {
    const total = (await log()).data.totalResults;
    await act('PATCH', '/v1/config/payment', { payoutSchedule: 'monthly' });
    expect((await log()).data.totalResults).toBe(total);
  });

  it("records the organization's new name before → after, and nothing for a save that changed nothing", async () => {
    expect((await act('PATCH', '/v1/org/update', { name: "Maya's Café" })).status).toBe(200);
    expect(await newest('organizationChanged')).toMatchObject({
      targetLabel: "Maya's Café",
      env: null,
      changes: [{ field: 'name', before: "Maya's Coffee", after: "Maya's Café" }],
    });
    const total = (await log()).data.totalResults;
    await act('PATCH', '/v1/org/update', { name: "Maya's Café" });
    expect((await log()).data.totalResults).toBe(total);
    await act('PATCH', '/v1/org/update', { name: "Maya's Coffee" });
    expect((await newest('organizationChanged')).changes).toEqual([
      { field: 'name', before: "Maya's Café", after: "Maya's Coffee" },
    ]);
  });

  it('records a refund with its payment, exact amount and currency, once per Idempotency-Key', async () => {
    const payment = t.sandbox.db
      .prepare(
        `SELECT payment_id FROM transactions WHERE org_id = ? AND env = 'live' AND currency = 'USD'
         AND status = 'success' AND captured_amount > 500000000 LIMIT 1`,
      )
      .get(coffee) as { payment_id: string };
    const refund = () =>
      act<{ _id: string }>(
        'POST',
        `/v1/refund/${payment.payment_id}`,
        { amount: 2.35 },
        { 'Idempotency-Key': 'audit-r-1' },
      );
    const first = await refund();
    expect(first.status).toBe(201);
    expect((await refund()).status).toBe(200);
    const entries = (await log('?kind=refundCreated')).data.results;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      env: 'live',
      targetId: first.data._id,
      changes: [
        { field: 'payment', before: null, after: payment.payment_id },
        { field: 'amount', before: null, after: '2.35' },
        { field: 'currency', before: null, after: 'USD' },
      ],
    });
  });

  it('records a payout with its amount and currency', async () => {
    const created = await act<{ _id: string; netAmount: number }>(
      'POST',
      '/v1/payout/create?currency=USD',
      { currencyCategory: 'fiat', endDate: t.now().toISOString().slice(0, 10) },
      { 'Idempotency-Key': 'audit-p-1' },
    );
    expect(created.status).toBe(201);
    const entry = await newest('payoutCreated');
    expect(entry).toMatchObject({ env: 'live', targetId: created.data._id });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'amount', before: null, after: String(created.data.netAmount) },
        { field: 'currency', before: null, after: 'USD' },
      ]),
    );
  });

  it("records the notification webhook of a member's profile, by its host only", async () => {
    const saved = await act('PATCH', '/v1/user/update-profile', {
      notificationConfig: { webhook: 'https://alerts.example.com/hook' },
    });
    expect(saved.status).toBe(200);
    expect(await newest('webhookChanged')).toMatchObject({
      env: null,
      changes: [
        {
          field: 'notificationWebhook',
          before: expect.anything(),
          after: 'alerts.example.com',
          recorded: 'host',
        },
      ],
    });
  });

  it('records a member removed, with the role they had', async () => {
    const viewer = userId(DEMO_EMAIL.viewer);
    expect((await act('PATCH', '/v1/org/member/delete', { userId: viewer })).status).toBe(200);
    expect(await newest('memberRemoved')).toMatchObject({
      targetId: viewer,
      targetLabel: DEMO_EMAIL.viewer,
      changes: [{ field: 'role', before: 'viewer', after: null }],
    });
    // put back for the tests below
    t.sandbox.db
      .prepare(`INSERT INTO members (org_id, user_id, role, created_at) VALUES (?, ?, 'viewer', ?)`)
      .run(coffee, viewer, t.now().toISOString());
  });
});

describe('two-step verification turned on and off', () => {
  it('records mfaEnabled at the first verified code and mfaDisabled from the profile', async () => {
    const setupUser = userId(DEMO_EMAIL.setup);
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.setup, password: DEMO_PASSWORD },
      from: ADDRESS,
    });
    const stepBody = { id: step.data.id, challenge: step.data.challenge };
    const set = await t.call<{ secret: string }>('POST', '/v1/auth/mfa/set', { body: stepBody });
    expect(set.status).toBe(200);
    const on = await t.call<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { ...stepBody, otp: currentCode(set.data.secret, t.now()) },
      from: ADDRESS,
    });
    expect(on.status).toBe(200);
    const token = on.data.tokens.access.token;
    const kinds = (await log('?kind=mfaEnabled,mfaDisabled,signIn', token)).data.results;
    expect(kinds.map((e) => e.kind)).toEqual(['signIn', 'mfaEnabled']);
    expect(kinds[1]).toMatchObject({
      actor: { _id: setupUser },
      clientAddress: ADDRESS,
      changes: [{ field: 'mfaStatus', before: 'not-initiated', after: 'enabled' }],
    });
    expect(JSON.stringify(kinds)).not.toContain(set.data.secret);
    t.advance(30_000);
    const off = await t.call('POST', '/v1/auth/mfa/disable', {
      token,
      body: { otp: currentCode(set.data.secret, t.now()) },
    });
    expect(off.status).toBe(200);
    const latest = (await log('?kind=mfaDisabled', token)).data.results[0];
    expect(latest).toMatchObject({ changes: [{ field: 'mfaStatus', before: 'enabled', after: 'disabled' }] });
  });
});

describe('GET /v1/audit', () => {
  it('lists newest first, paged like the other lists', async () => {
    const first = await log('?limit=3');
    expect(first.data).toMatchObject({ page: 1, limit: 3 });
    expect(first.data.totalResults).toBeGreaterThan(3);
    const times = first.data.results.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await log('?limit=3&page=2');
    const ids = new Set(first.data.results.map((e) => e._id));
    expect(second.data.results.some((e) => ids.has(e._id))).toBe(false);
  });

  it('filters by member, by one or more kinds, and by dates', async () => {
    const developer = await signIn(DEMO_EMAIL.developer, '203.0.113.9');
    const byDeveloper = (await log(`?member=${developer.userId}`)).data.results;
    expect(byDeveloper.length).toBeGreaterThan(0);
    expect(byDeveloper.every((e) => e.actor?._id === developer.userId)).toBe(true);
    expect(byDeveloper[0]).toMatchObject({ kind: 'signIn', clientAddress: '203.0.113.9' });

    // an IPv6 client is shown by its own address, not the /64 its sign-in limits count
    const fromV6 = await signIn(DEMO_EMAIL.developer, '2001:db8:0:7::2a');
    expect(fromV6.userId).toBe(developer.userId);
    const latest = (await log(`?member=${developer.userId}`)).data.results[0];
    expect(latest).toMatchObject({ kind: 'signIn', clientAddress: '2001:db8:0:7::2a' });

    const two = (await log('?kind=apiKeyCreated,apiKeyRevoked')).data.results;
    expect(new Set(two.map((e) => e.kind))).toEqual(new Set(['apiKeyCreated', 'apiKeyRevoked']));

    const today = t.now().toISOString().slice(0, 10);
    const all = (await log()).data.totalResults;
    expect((await log(`?from=${today}&to=${today}`)).data.totalResults).toBe(all);
    expect((await log(`?to=2020-01-01`)).data.totalResults).toBe(0);
    t.advance(2 * 86_400_000);
    const later = await signIn(DEMO_EMAIL.merchant);
    owner = later;
    const laterDay = t.now().toISOString().slice(0, 10);
    const onlyLater = (await log(`?from=${laterDay}`)).data.results;
    expect(onlyLater.map((e) => e.kind)).toEqual(['signIn']);
    expect((await log(`?to=${today}`)).data.totalResults).toBe(all);
  });

  it('refuses an unknown kind and a date range that ends before it starts', async () => {
    const unknown = await log('?kind=signIn,coffeeBrewed');
    expect(unknown).toMatchObject({ status: 400, data: 'query.kind: unknown kind coffeeBrewed' });
    expect((await log('?from=2026-03-05&to=2026-03-01')).status).toBe(400);
  });

  it("never lists another organization's entries nor the other environment's", async () => {
    // Maya's Books: the owner's other organization, with its own change
    await act('PATCH', `/v1/org/setDefault/organization/${books}`);
    await act('POST', '/v1/team/invite', { email: 'books.only@example.com', role: 'viewer' });
    const inBooks = (await log('?kind=memberInvited')).data.results;
    expect(inBooks.map((e) => e.targetLabel)).toEqual(['books.only@example.com']);
    await act('PATCH', `/v1/org/setDefault/organization/${coffee}`);
    const inCoffee = (await log('?kind=memberInvited')).data.results;
    expect(inCoffee.map((e) => e.targetLabel)).not.toContain('books.only@example.com');

    // the live API keys' entries are not the test environment's
    await act('PATCH', '/v1/user/switchEnv?env=test');
    const testEnv = (await log()).data.results;
    expect(testEnv.every((e) => e.env === null || e.env === 'test')).toBe(true);
    expect((await log('?kind=apiKeyCreated')).data.totalResults).toBe(0);
    expect((await log('?kind=signIn')).data.totalResults).toBeGreaterThan(0);
    await act('PATCH', '/v1/user/switchEnv?env=live');
    expect((await log('?kind=apiKeyCreated')).data.totalResults).toBe(1);
  });

  it('lets an admin read it and refuses a viewer and a developer with their role', async () => {
    const admin = await signIn(DEMO_EMAIL.admin);
    await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, { token: admin.token });
    expect((await log('', admin.token)).status).toBe(200);
    for (const [email, role] of [
      [DEMO_EMAIL.viewer, 'viewer'],
      [DEMO_EMAIL.developer, 'developer'],
    ] as const) {
      const member = await signIn(email);
      await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, { token: member.token });
      expect(await log('', member.token)).toMatchObject({
        status: 403,
        data: `Your role (${role}) cannot read the audit log`,
      });
    }
  });
});

describe('entries are never edited or deleted', () => {
  it('answers PATCH, PUT and DELETE with 405, and the entry stays as it was', async () => {
    const entry = (await log('?limit=1')).data.results[0]!;
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const res = await t.call(method, `/v1/audit/${entry._id}`, {
        token: owner.token,
        body: method === 'DELETE' ? undefined : { kind: 'signIn', changes: [], clientAddress: '10.0.0.1' },
      });
      expect(res).toMatchObject({ status: 405, data: 'Audit entries cannot be changed or deleted' });
      expect(res.headers.get('Allow')).toBe('GET');
    }
    const after = (await log('?limit=1')).data.results[0];
    expect(after).toEqual(entry);
  });

  it('refuses a change even from inside the provider (the storage refuses it)', async () => {
    const db = t.sandbox.db;
    expect(() => db.prepare(`UPDATE audit_entries SET client_address = '10.0.0.1'`).run()).toThrow(
      /cannot be changed/,
    );
    expect(() => db.prepare('DELETE FROM audit_entries').run()).toThrow(/cannot be deleted/);
  });
});
