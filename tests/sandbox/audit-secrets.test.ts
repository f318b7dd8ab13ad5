/**
 * Issue 46, point 4: no secret in the audit log. A webhook's URL is a credential (its path or query often holds
 * the token that authenticates it): a member's notification webhook and the payment configuration's webhook are
 * recorded as changed, with their host at most; a signing secret only as changed. Every field the log records is
 * declared once with how it may be recorded (sandbox/audit/fields.ts): the provider's source and the entries the
 * audited operations write are held to it, and an entry stored before the rule is read and kept without its secret.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_FIELDS, recordable, type AuditRecording } from '../../sandbox/audit/fields.ts';
import { openDb } from '../../sandbox/db.ts';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { passkeyCeremonies } from './passkey-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

interface Change {
  field: string;
  before: string | null;
  after: string | null;
  recorded?: 'host' | 'changed';
}
interface Entry {
  _id: string;
  kind: string;
  changes: Change[];
}

let t: CoreTestbed;
let owner: { token: string; userId: string };
let coffee: string;
/** every secret the operations below handle: none may be found anywhere in the stored log */
const secrets = new Set<string>();

async function signIn(email: string, password = DEMO_PASSWORD) {
  const res = await t.call<{ user: { _id: string }; tokens: { access: { token: string } } }>(
    'POST',
    '/v1/auth/login',
    { body: { email, password } },
  );
  expect(res.status).toBe(200);
  secrets.add(res.data.tokens.access.token);
  return { token: res.data.tokens.access.token, userId: res.data.user._id };
}

const act = <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => t.call<T>(method, path, { token: owner.token, body, headers });

async function newest(kind: string, token = owner.token): Promise<Entry> {
  const page = await t.call<{ results: Entry[] }>('GET', `/v1/audit?kind=${kind}&limit=1`, { token });
  expect(page.status).toBe(200);
  expect(page.data.results, `an entry of kind ${kind}`).toHaveLength(1);
  return page.data.results[0]!;
}

const storedLog = () => JSON.stringify(t.sandbox.db.prepare('SELECT * FROM audit_entries').all());

beforeAll(async () => {
  t = await coreTestbed();
  coffee = (
    t.sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get("Maya's Coffee") as {
      _id: string;
    }
  )._id;
  owner = await signIn(DEMO_EMAIL.merchant);
  await act('PATCH', `/v1/org/setDefault/organization/${coffee}`);
});

describe("a member's notification webhook", () => {
  const FIRST = 'https://alerts.example.com/hooks/T0KEN-first-9f8e7d?signature=s1gn4ture';
  const SECOND = 'https://hooks.slack.com/services/T0001/B0001/XXXXsecondTOKEN';
  const THIRD = 'https://hooks.slack.com/services/T0001/B0001/YYYYthirdTOKEN';
  const saveConfig = async (config: Record<string, string>) => {
    for (const value of Object.values(config)) if (value) secrets.add(value);
    const saved = await act('PATCH', '/v1/user/update-profile', { notificationConfig: config });
    expect(saved.status).toBe(200);
    return newest('webhookChanged');
  };

  it('is recorded as changed with its host only, never the URL, in every organization of the member', async () => {
    const profile = await act<{ notificationConfig: Record<string, string> | null }>(
      'GET',
      '/v1/user/profile',
    );
    const seeded = profile.data.notificationConfig?.webhook;
    if (seeded) secrets.add(seeded);
    const set = await saveConfig({ webhook: FIRST, telegram: '123456789:AAE-bot-T0KEN' });
    expect(set.changes).toEqual([
      {
        field: 'notificationWebhook',
        before: seeded ? new URL(seeded).host : null,
        after: 'alerts.example.com',
        recorded: 'host',
      },
    ]);
    // the same entry in the log of each of the member's organizations, none with the URL
    const copies = t.sandbox.db
      .prepare(
        `SELECT DISTINCT org_id, changes FROM audit_entries WHERE kind = 'webhookChanged' AND actor_id = ?`,
      )
      .all(owner.userId) as { org_id: string; changes: string }[];
    expect(copies.length).toBeGreaterThan(1);
    for (const copy of copies) expect(JSON.parse(copy.changes)).toEqual(set.changes);
    const replaced = await saveConfig({ webhook: SECOND, slack: THIRD });
    expect(replaced.changes).toEqual([
      {
        field: 'notificationWebhook',
        before: 'alerts.example.com',
        after: 'hooks.slack.com',
        recorded: 'host',
      },
    ]);
    // another URL on the same host is still a change the log shows, without the URL
    const sameHost = await saveConfig({ webhook: THIRD });
    expect(sameHost.changes).toEqual([
      { field: 'notificationWebhook', before: 'hooks.slack.com', after: 'hooks.slack.com', recorded: 'host' },
    ]);
    const removed = await saveConfig({ webhook: '' });
    expect(removed.changes).toEqual([
      { field: 'notificationWebhook', before: 'hooks.slack.com', after: null, recorded: 'host' },
    ]);
    const log = storedLog();
    for (const secret of [FIRST, SECOND, THIRD, 'T0KEN', 'XXXXsecondTOKEN', 'YYYYthirdTOKEN', 's1gn4ture'])
      expect(log).not.toContain(secret);
  });
});

describe("the payment configuration's webhook and the signing secret", () => {
  it("records the payment configuration's webhook URL by its host only", async () => {
    const url = 'https://receiver.example.org/payments/whk_T0KEN-payments-77';
    secrets.add(url);
    const before = await act<{ webhookUrl: string }>('GET', '/v1/config/payment');
    expect((await act('PATCH', '/v1/config/payment', { webhookUrl: url })).status).toBe(200);
    expect((await newest('webhookChanged')).changes).toEqual([
      {
        field: 'webhookUrl',
        before: new URL(before.data.webhookUrl).host,
        after: 'receiver.example.org',
        recorded: 'host',
      },
    ]);
    expect(storedLog()).not.toContain('whk_T0KEN');
  });

  it('records a rotated signing secret as changed, and nothing of either secret', async () => {
    const old = await act<{ secret: string }>('GET', '/v1/webhook/signing-secret');
    const rotated = await act<{ secret: string }>('POST', '/v1/webhook/signing-secret/rotate');
    expect(rotated.status).toBe(200);
    secrets.add(old.data.secret).add(rotated.data.secret);
    expect((await newest('webhookChanged')).changes).toEqual([
      { field: 'signingSecret', before: null, after: null, recorded: 'changed' },
    ]);
  });
});

/** Each field's values as the declaration allows them to be stored. */
function conforms(how: AuditRecording, change: Change): boolean {
  const host = (v: string | null) => v === null || /^[a-z0-9.-]+(:\d+)?$/.test(v);
  switch (how) {
    case 'value':
      return change.recorded === undefined;
    case 'host':
      return (
        (change.recorded === 'host' && host(change.before) && host(change.after)) ||
        (change.recorded === 'changed' && change.before === null && change.after === null)
      );
    case 'changed':
      return change.recorded === 'changed' && change.before === null && change.after === null;
  }
}

/** A field whose name says it holds a secret: never recorded as its value, unless reviewed here. */
const SECRET_NAME = /secret|token|password|passcode|otp|code|key|credential|webhook|url|auth|p256dh|hash/i;
const REVIEWED_AS_VALUES: Record<string, string> = {
  keyPrefix: "an API key's visible prefix, as the key list shows it to every developer",
  recoveryCodesLeft: 'a count of recovery codes, never a code',
  passkeysRemoved: 'a count of passkeys removed with a password change, never a credential',
  explorerUrls: "a public block explorer's link template (explorerUrls.<network>), shown on every payout",
};

describe('every audited field is declared with how it may be recorded', () => {
  it('names, in the declaration, no field that holds a secret as recordable by its value', () => {
    const loose = Object.entries(AUDIT_FIELDS)
      .filter(([field, how]) => how === 'value' && SECRET_NAME.test(field))
      .filter(([field]) => !Object.hasOwn(REVIEWED_AS_VALUES, field.split('.')[0]!));
    expect(loose).toEqual([]);
  });

  const NOT_LITERAL_ALLOWED = [join('audit', 'changes.ts'), join('audit', 'fields.ts')];

  it('withholds what a change claims to withhold, and no less than its field asks', () => {
    const changed = (field: string) => ({ field, before: null, after: null, recorded: 'changed' });
    expect(recordable({ field: 'role', before: 'a', after: 'b', recorded: 'changed' })).toEqual(
      changed('role'),
    );
    expect(
      recordable({ field: 'signingSecret', before: 'whsec_1', after: 'whsec_2', recorded: 'host' }),
    ).toEqual(changed('signingSecret'));
    expect(
      recordable({ field: 'webhookUrl', before: 'https://a.example/T0KEN', after: null, recorded: 'host' }),
    ).toEqual(changed('webhookUrl'));
    expect(recordable({ field: 'webhookUrl', before: 'not a URL', after: null })).toEqual(
      changed('webhookUrl'),
    );
    expect(recordable({ field: 'someNewField', before: null, after: 'x' })).toEqual(changed('someNewField'));
    const host = { field: 'webhookUrl', before: 'a.example:8443', after: null, recorded: 'host' } as const;
    expect(recordable(host)).toEqual(host);
    expect(recordable({ field: 'role', before: 'viewer', after: 'admin' })).toEqual({
      field: 'role',
      before: 'viewer',
      after: 'admin',
    });
  });

  it("declares every field the provider's source writes into an entry", () => {
    const root = new URL('../../sandbox/', import.meta.url).pathname;
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const written = new Map<string, string>();
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(/\bfield:\s*'([^']+)'/g)) written.set(match[1]!, `sandbox/${file}`);
      // a field named by anything but a literal can only be checked by exercising it (below): only the diff
      // of two records may do that (audit/changes.ts), exercised for each record it is given, and the
      // declaration itself (audit/fields.ts), which passes a change's own field on
      if (NOT_LITERAL_ALLOWED.includes(file)) continue;
      for (const match of text.matchAll(/\bfield:\s*[`"]|\bfield:\s*(?!string\b)[a-z][\w.]*\s*[,}]/g))
        written.set(match[0], `sandbox/${file} (not a literal)`);
    }
    // and every entry is written by recordAudit, which applies the declaration: no other INSERT or UPDATE
    const writers = files.filter((file) =>
      /(INSERT INTO|UPDATE) audit_entries/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(writers.sort()).toEqual([join('audit', 'record.ts'), join('audit', 'stored-secrets.ts')]);
    expect(written.size).toBeGreaterThan(10);
    const undeclared = [...written].filter(([field]) => !Object.hasOwn(AUDIT_FIELDS, field));
    expect(undeclared).toEqual([]);
  });

  it('stores every field the audited operations write as declared, and no secret they handled', async () => {
    const pk = passkeyCeremonies(t);
    // an account's own changes: a passkey added, renamed and removed; the password changed and back
    const setup = await signIn(DEMO_EMAIL.admin);
    const added = await pk.register(setup.token, new SoftAuthenticator(), 'Desk key');
    expect(added.reply.status).toBe(201);
    const passkey = added.reply.data as { _id: string };
    await pk.call('PATCH', `/v1/user/passkeys/${passkey._id}`, {
      token: setup.token,
      body: { name: 'Laptop' },
    });
    await pk.call('DELETE', `/v1/user/passkeys/${passkey._id}`, { token: setup.token });
    secrets.add('An0ther-pass-2');
    const changed = await t.call('PATCH', '/v1/auth/update-password', {
      token: setup.token,
      body: { currentPassword: DEMO_PASSWORD, password: 'An0ther-pass-2' },
    });
    expect(changed.status).toBe(200);
    // a two-step sign-in (its code is a secret too)
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const code = currentCode(DEMO_TOTP_SECRET, t.now());
    secrets.add(DEMO_TOTP_SECRET).add(step.data.challenge);
    const mfa = await t.call<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.data.id, challenge: step.data.challenge, otp: code },
    });
    expect(mfa.status).toBe(200);
    t.advance(30_000);
    const regenerated = await t.call<{ recoveryCodes: string[] }>('POST', '/v1/auth/mfa/recovery-codes', {
      token: mfa.data.tokens.access.token,
      body: { otp: currentCode(DEMO_TOTP_SECRET, t.now()) },
    });
    expect(regenerated.status).toBe(200);
    for (const recovery of regenerated.data.recoveryCodes) secrets.add(recovery);
    const again = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const recovered = await t.call('POST', '/v1/auth/mfa/recovery', {
      body: { id: again.data.id, challenge: again.data.challenge, code: regenerated.data.recoveryCodes[0] },
    });
    expect(recovered.status).toBe(200);

    // the organization's changes, by its owner
    owner = await signIn(DEMO_EMAIL.merchant);
    const key = await act<{ _id: string; secret: string }>('POST', '/v1/user/signing-keys', {
      name: 'Server',
    });
    expect(key.status).toBe(201);
    secrets.add(key.data.secret);
    await act('PATCH', `/v1/user/signing-keys/${key.data._id}/revoke`);
    await act('POST', '/v1/team/invite', { email: 'new.hire@example.com', role: 'developer' });
    await act('POST', '/v1/team/re-invite', { email: 'new.hire@example.com', role: 'viewer' });
    const developer = (
      t.sandbox.db.prepare('SELECT _id FROM users WHERE email = ?').get(DEMO_EMAIL.developer) as {
        _id: string;
      }
    )._id;
    await act('PATCH', '/v1/org/member/update/role', { userId: developer, role: 'admin' });
    await act('PATCH', '/v1/org/member/delete', { userId: developer });
    const config = await act('PATCH', '/v1/config/payment', {
      acceptedCurrencies: ['USD', 'EUR', 'BTC', 'ETH', 'USDT'],
      settlementCurrency: 'EUR',
      autoPayout: true,
      payoutSchedule: 'daily',
      minimumPayoutAmount: 60,
      paymentExpiryMinutes: 45,
      webhookUrl: 'https://receiver.example.org/other/whk_T0KEN-2',
      explorerUrls: {
        ethereum: 'https://etherscan.io/tx/0x{hash}',
        bitcoin: 'https://blockstream.info/tx/{hash}',
      },
    });
    expect(config.status).toBe(200);
    secrets.add('whk_T0KEN-2');
    await act('PATCH', '/v1/org/set/walletAddress', {
      walletAddress: '0xA1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6E7f8A9b0',
    });
    await act('PATCH', '/v1/org/update', { name: "Maya's Café", allowKycOptional: true, requireMfa: true });
    const payment = t.sandbox.db
      .prepare(
        `SELECT payment_id FROM transactions WHERE org_id = ? AND env = 'test' AND currency = 'USD'
         AND status = 'success' AND captured_amount > 500000000 LIMIT 1`,
      )
      .get(coffee) as { payment_id: string };
    const refund = await act(
      'POST',
      `/v1/refund/${payment.payment_id}`,
      { amount: 1.5, reason: 'Damaged' },
      {
        'Idempotency-Key': 'audit-secrets-refund',
      },
    );
    expect(refund.status).toBe(201);
    const payout = await act(
      'POST',
      '/v1/payout/create?currency=USD',
      { currencyCategory: 'fiat', endDate: t.now().toISOString().slice(0, 10) },
      { 'Idempotency-Key': 'audit-secrets-payout' },
    );
    expect(payout.status).toBe(201);
    const delivery = t.sandbox.db
      .prepare(`SELECT _id FROM webhook_deliveries WHERE org_id = ? AND env = 'test' LIMIT 1`)
      .get(coffee) as { _id: string } | undefined;
    if (delivery) await act('POST', `/v1/webhook/deliveries/${delivery._id}/redeliver`);

    const rows = t.sandbox.db.prepare('SELECT kind, changes FROM audit_entries').all() as {
      kind: string;
      changes: string;
    }[];
    const kinds = new Set(rows.map((r) => r.kind));
    for (const kind of [
      'signIn',
      'memberInvited',
      'memberRemoved',
      'memberRoleChanged',
      'apiKeyCreated',
      'apiKeyRevoked',
      'paymentConfigChanged',
      'webhookChanged',
      'refundCreated',
      'payoutCreated',
      'recoveryCodesRegenerated',
      'recoveryCodeUsed',
      'mfaRequirementChanged',
      'passkeyAdded',
      'passkeyRemoved',
      'passkeyRenamed',
      'organizationChanged',
    ])
      expect(kinds, `an entry of kind ${kind}`).toContain(kind);
    const wrong: string[] = [];
    const fields = new Set<string>();
    for (const row of rows)
      for (const change of JSON.parse(row.changes) as Change[]) {
        fields.add(change.field);
        const how = Object.hasOwn(AUDIT_FIELDS, change.field)
          ? AUDIT_FIELDS[change.field as keyof typeof AUDIT_FIELDS]
          : undefined;
        if (!how || !conforms(how, change))
          wrong.push(`${row.kind} ${JSON.stringify(change)} (${how ?? 'undeclared'})`);
      }
    expect(wrong).toEqual([]);
    for (const field of [
      'explorerUrls.bitcoin',
      'acceptedCurrencies',
      'webhookUrl',
      'signingSecret',
      'walletAddress',
    ])
      expect(fields).toContain(field);
    const log = storedLog();
    const found = [...secrets].filter((secret) => log.includes(secret));
    expect(found).toEqual([]);
  });
});

describe('entries stored before the rule', () => {
  it('are read without their secret, and rewritten without it when the database is opened', async () => {
    const url = 'https://alerts.example.com/hooks/OLD-T0KEN-stored';
    const insert = (id: string, changes: Change[]) =>
      t.sandbox.db
        .prepare(
          `INSERT INTO audit_entries (_id, org_id, env, actor_id, actor_email, kind, target_id, target_label, changes,
             client_address, user_agent, created_at) VALUES (?, ?, NULL, ?, ?, 'webhookChanged', NULL, NULL, ?, '', '', ?)`,
        )
        .run(id, coffee, owner.userId, DEMO_EMAIL.merchant, JSON.stringify(changes), t.now().toISOString());
    insert('old-entry-1', [{ field: 'notificationWebhook', before: null, after: url }]);
    insert('old-entry-2', [{ field: 'signingSecret', before: null, after: 'rotated' }]);
    t.advance(1000);
    const page = await t.call<{ results: Entry[] }>('GET', '/v1/audit?kind=webhookChanged&limit=100', {
      token: owner.token,
    });
    const read = page.data.results.filter((e) => e._id.startsWith('old-entry-'));
    expect(read.map((e) => e.changes)).toEqual(
      expect.arrayContaining([
        [{ field: 'notificationWebhook', before: null, after: 'alerts.example.com', recorded: 'host' }],
        [{ field: 'signingSecret', before: null, after: null, recorded: 'changed' }],
      ]),
    );
    expect(JSON.stringify(page.data)).not.toContain('OLD-T0KEN');

    // the file a running provider kept, opened by a newer one
    const reopened = openDb(t.sandbox.db.serialize());
    const stored = reopened
      .prepare(`SELECT changes FROM audit_entries WHERE _id LIKE 'old-entry-%' ORDER BY _id`)
      .all() as { changes: string }[];
    expect(stored.map((r) => JSON.parse(r.changes) as Change[])).toEqual([
      [{ field: 'notificationWebhook', before: null, after: 'alerts.example.com', recorded: 'host' }],
      [{ field: 'signingSecret', before: null, after: null, recorded: 'changed' }],
    ]);
    expect(JSON.stringify(reopened.prepare('SELECT * FROM audit_entries').all())).not.toContain('OLD-T0KEN');
    // and the log is still append-only
    expect(() => reopened.prepare(`UPDATE audit_entries SET changes = '[]'`).run()).toThrow(
      'audit entries cannot be changed',
    );
    reopened.close();
  });
});
