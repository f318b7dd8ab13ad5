/**
 * Issue 46 point 3, "lasting ways in are visible and revocable", through the real API: a password change or reset
 * may remove the user's passkeys (`removePasskeys`), and password changes, resets and accepted invitations are
 * recorded in the audit log (the count of passkeys removed, never a password or a token).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { passkeyCeremonies } from './passkey-helpers.ts';

let t: CoreTestbed;
let pk: ReturnType<typeof passkeyCeremonies>;
beforeEach(async () => {
  t = await coreTestbed();
  pk = passkeyCeremonies(t);
});

interface Entry {
  kind: string;
  actor: { _id: string; email: string | null } | null;
  targetId: string | null;
  targetLabel: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  env: string | null;
  clientAddress: string;
  userAgent: string;
}

const NEW_PASSWORD = 'brand-new-pass-7';

/** `email` signed in, with `count` passkeys registered, each on its own authenticator. */
async function withPasskeys(email: string, count: number) {
  const session = await t.login(email);
  const authenticators: SoftAuthenticator[] = [];
  for (let i = 0; i < count; i++) {
    const authenticator = new SoftAuthenticator();
    const { reply } = await pk.register(session.access, authenticator, `Device ${i + 1}`);
    expect(reply.status).toBe(201);
    authenticators.push(authenticator);
  }
  return { session, authenticators };
}

const passkeyCount = async (access: string) =>
  (await t.call<unknown[]>('GET', '/v1/user/passkeys', { token: access })).data.length;

const changePassword = (access: string, extra: Record<string, unknown> = {}) =>
  t.call<{ message: string } | string>('PATCH', '/v1/auth/update-password', {
    token: access,
    body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, ...extra },
    headers: { 'User-Agent': 'Firefox/128.0' },
    from: '198.51.100.7',
  });

/** Asks for a reset link and returns its token (the newest email to that address). */
async function resetToken(email: string): Promise<string> {
  await t.call('POST', '/v1/auth/forgot-password', { body: { email } });
  const outbox = await t.call<{ link: string }[]>('GET', `/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  return new URL(outbox.data[0]!.link, 'http://x').searchParams.get('token')!;
}

const resetPassword = async (email: string, extra: Record<string, unknown> = {}) =>
  t.call<{ message: string } | string>('POST', `/v1/auth/reset-password?token=${await resetToken(email)}`, {
    body: { password: NEW_PASSWORD, ...extra },
    from: '198.51.100.8',
  });

/** Every audit entry of `kind`, in every organization, as stored (oldest first). */
function stored(kind: string) {
  return (
    t.sandbox.db
      .prepare(`SELECT * FROM audit_entries WHERE kind = ? ORDER BY created_at, rowid`)
      .all(kind) as { org_id: string; env: string | null; target_id: string | null; changes: string }[]
  ).map((row) => ({
    org_id: row.org_id,
    env: row.env,
    targetId: row.target_id,
    changes: JSON.parse(row.changes) as Entry['changes'],
  }));
}

const orgsOf = (email: string) =>
  (
    t.sandbox.db
      .prepare('SELECT m.org_id FROM members m JOIN users u ON u._id = m.user_id WHERE u.email = ?')
      .all(email) as { org_id: string }[]
  )
    .map((row) => row.org_id)
    .sort();

describe('a password change or reset may remove the passkeys', () => {
  it('a change with removePasskeys removes every passkey of the user: none signs in any more', async () => {
    const { session, authenticators } = await withPasskeys(DEMO_EMAIL.developer, 2);
    const changed = await changePassword(session.access, { removePasskeys: true });
    expect(changed.status).toBe(200);
    // the sign-in that changed it stays signed in
    expect(await passkeyCount(session.access)).toBe(0);
    for (const authenticator of authenticators) {
      const { reply } = await pk.signIn(authenticator);
      expect(reply.status).toBe(401);
    }
  });

  it('a change without it (or with false) keeps them', async () => {
    const { session, authenticators } = await withPasskeys(DEMO_EMAIL.developer, 1);
    expect((await changePassword(session.access, { removePasskeys: false })).status).toBe(200);
    expect(await passkeyCount(session.access)).toBe(1);
    expect((await pk.signIn(authenticators[0]!)).reply.status).toBe(200);
  });

  it('a reset with removePasskeys removes them too; without it they stay', async () => {
    const { authenticators } = await withPasskeys(DEMO_EMAIL.viewer, 1);
    expect((await resetPassword(DEMO_EMAIL.viewer)).status).toBe(200);
    expect((await pk.signIn(authenticators[0]!)).reply.status).toBe(200);
    expect((await resetPassword(DEMO_EMAIL.viewer, { removePasskeys: true })).status).toBe(200);
    expect((await pk.signIn(authenticators[0]!)).reply.status).toBe(401);
    const { access } = await t.login(DEMO_EMAIL.viewer, NEW_PASSWORD);
    expect(await passkeyCount(access)).toBe(0);
  });

  it('only that user’s passkeys go', async () => {
    const other = await withPasskeys(DEMO_EMAIL.viewer, 1);
    const { session } = await withPasskeys(DEMO_EMAIL.developer, 1);
    await changePassword(session.access, { removePasskeys: true });
    expect(await passkeyCount(other.session.access)).toBe(1);
  });

  it('the contract refuses anything but a boolean', async () => {
    const { session } = await withPasskeys(DEMO_EMAIL.developer, 1);
    const refused = await changePassword(session.access, { removePasskeys: 'yes' });
    expect(refused.status).toBe(400);
    expect(await passkeyCount(session.access)).toBe(1);
  });
});

describe('the audit log records password changes, resets and accepted invitations', () => {
  it('passwordChanged: in each of the user’s organizations, with the passkeys removed counted, no secret', async () => {
    const { session } = await withPasskeys(DEMO_EMAIL.merchant, 2);
    expect((await changePassword(session.access, { removePasskeys: true })).status).toBe(200);
    const entries = stored('passwordChanged');
    expect(entries.map((e) => e.org_id).sort()).toEqual(orgsOf(DEMO_EMAIL.merchant));
    for (const entry of entries) {
      expect(entry.changes).toEqual([{ field: 'passkeysRemoved', before: null, after: '2' }]);
      expect(entry.env).toBeNull();
      expect(entry.targetId).toBe(session.userId);
    }
    const raw = JSON.stringify(t.sandbox.db.prepare('SELECT * FROM audit_entries').all());
    expect(raw).not.toContain(NEW_PASSWORD);
    expect(raw).not.toContain(DEMO_PASSWORD);
    expect(raw).not.toContain(session.access);
  });

  it('passwordChanged without removing passkeys records no change of them; read through GET /v1/audit', async () => {
    const { access } = await t.login(DEMO_EMAIL.merchant);
    await changePassword(access);
    const page = await t.call<{ results: Entry[] }>('GET', '/v1/audit?kind=passwordChanged', {
      token: access,
    });
    expect(page.status).toBe(200);
    expect(page.data.results).toHaveLength(1);
    const [entry] = page.data.results;
    expect(entry).toMatchObject({
      kind: 'passwordChanged',
      actor: { email: DEMO_EMAIL.merchant },
      clientAddress: '198.51.100.7',
      userAgent: 'Firefox/128.0',
      changes: [],
    });
  });

  it('passwordReset: the user as actor, from the address that used the link, the passkeys removed counted', async () => {
    await withPasskeys(DEMO_EMAIL.merchant, 1);
    const token = await resetToken(DEMO_EMAIL.merchant);
    const reset = await t.call('POST', `/v1/auth/reset-password?token=${token}`, {
      body: { password: NEW_PASSWORD, removePasskeys: true },
      from: '198.51.100.8',
    });
    expect(reset.status).toBe(200);
    const entries = stored('passwordReset');
    expect(entries.map((e) => e.org_id).sort()).toEqual(orgsOf(DEMO_EMAIL.merchant));
    const row = t.sandbox.db
      .prepare(`SELECT actor_email, client_address FROM audit_entries WHERE kind = 'passwordReset'`)
      .get() as { actor_email: string; client_address: string };
    expect(row).toEqual({ actor_email: DEMO_EMAIL.merchant, client_address: '198.51.100.8' });
    expect(entries[0]!.changes).toEqual([{ field: 'passkeysRemoved', before: null, after: '1' }]);
    const raw = JSON.stringify(t.sandbox.db.prepare('SELECT * FROM audit_entries').all());
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(NEW_PASSWORD);
  });

  it('invitationAccepted: in the organization joined, with the role, read by its owner', async () => {
    // merchant@demo.test has a pending invitation to Nordic Gadgets (owner@demo.test's) as admin
    const { access } = await t.login(DEMO_EMAIL.merchant);
    const mine = await t.call<{ _id: string; status: string }[]>('GET', '/v1/team/member/invitations', {
      token: access,
    });
    const pending = mine.data.find((i) => i.status === 'pending')!;
    const accepted = await t.call('PATCH', '/v1/team/invitation/update?status=accepted', {
      token: access,
      body: { invitationId: pending._id },
      from: '198.51.100.9',
    });
    expect(accepted.status).toBe(200);
    const owner = await t.login(DEMO_EMAIL.owner);
    const page = await t.call<{ results: Entry[] }>('GET', '/v1/audit?kind=invitationAccepted', {
      token: owner.access,
    });
    expect(page.status).toBe(200);
    expect(page.data.results).toEqual([
      expect.objectContaining({
        kind: 'invitationAccepted',
        actor: expect.objectContaining({ email: DEMO_EMAIL.merchant }),
        targetId: pending._id,
        targetLabel: DEMO_EMAIL.merchant,
        clientAddress: '198.51.100.9',
        env: null,
        changes: [{ field: 'role', before: null, after: 'admin' }],
      }),
    ]);
    // only the organization joined: the merchant's own organizations' logs do not have it
    expect(stored('invitationAccepted')).toHaveLength(1);
  });

  it('a declined invitation is not an accepted one', async () => {
    const { access } = await t.login(DEMO_EMAIL.merchant);
    const mine = await t.call<{ _id: string; status: string }[]>('GET', '/v1/team/member/invitations', {
      token: access,
    });
    const pending = mine.data.find((i) => i.status === 'pending')!;
    await t.call('PATCH', '/v1/team/invitation/update?status=declined', {
      token: access,
      body: { invitationId: pending._id },
    });
    expect(stored('invitationAccepted')).toHaveLength(0);
  });
});
