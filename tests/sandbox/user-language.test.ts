import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '../../sandbox/db.ts';
import { findUser, toUser } from '../../sandbox/users.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

/**
 * Issue 31: the provider remembers the language each user chose (User.language: en, fr or ar; null until chosen),
 * from the profile or the registration, and writes every email in its recipient's language.
 */
let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

let counter = 0;
interface Registered {
  email: string;
  access: string;
  user: { _id: string; language?: string | null };
}

async function register(language?: string): Promise<Registered> {
  const email = `polyglot-${++counter}@demo.test`;
  const reply = await t.call<{ user: Registered['user']; tokens: { access: { token: string } } }>(
    'POST',
    '/v1/auth/register',
    { body: { name: 'Poly Glot', email, password: 'Fresh-pass-1', ...(language ? { language } : {}) } },
  );
  expect(reply.status, JSON.stringify(reply.data)).toBe(201);
  return { email, access: reply.data.tokens.access.token, user: reply.data.user };
}

const profile = async (access: string) =>
  (await t.call<{ language: string | null }>('GET', '/v1/user/profile', { token: access })).data;
const updateProfile = (access: string, body: unknown) =>
  t.call<{ language: string | null; name: string } | string>('PATCH', '/v1/user/update-profile', {
    token: access,
    body,
  });

interface Sent {
  subject: string;
  body: string;
  link: string | null;
}
const mailsTo = async (email: string) =>
  (await t.call<Sent[]>('GET', `/__sandbox/outbox?to=${encodeURIComponent(email)}`)).data;

describe("the user's language", () => {
  it('is null until chosen, then kept and returned by the profile and the update', async () => {
    const { access } = await register();
    expect((await profile(access)).language).toBeNull();
    const updated = await updateProfile(access, { language: 'ar' });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ language: 'ar' });
    expect((await profile(access)).language).toBe('ar');
    // another change of the profile leaves it as it is
    const renamed = await updateProfile(access, { name: 'Poly Glot II' });
    expect(renamed.data).toMatchObject({ name: 'Poly Glot II', language: 'ar' });
    expect((await updateProfile(access, { language: 'en' })).data).toMatchObject({ language: 'en' });
  });

  it('refuses a language the back-office does not speak with a 400 naming the field, and keeps the stored one', async () => {
    const { access } = await register('fr');
    for (const language of ['de', 'FR', 'fr-CA', '', null, 7]) {
      const refused = await updateProfile(access, { language });
      expect(refused.status, String(language)).toBe(400);
      expect(refused.data, String(language)).toMatch(/^body\.language must be /);
    }
    expect((await updateProfile(access, { language: 'de' })).data).toBe(
      'body.language must be one of: en, fr, ar',
    );
    expect((await profile(access)).language).toBe('fr');
  });

  it('is taken from the registration, and an unknown one refuses the registration without creating the account', async () => {
    const registered = await register('fr');
    expect(registered.user.language).toBe('fr');
    expect((await profile(registered.access)).language).toBe('fr');

    const email = 'polyglot-refused@demo.test';
    const refused = await t.call('POST', '/v1/auth/register', {
      body: { name: 'Poly Glot', email, password: 'Fresh-pass-1', language: 'es' },
    });
    expect([refused.status, refused.data]).toEqual([400, 'body.language must be one of: en, fr, ar']);
    expect(t.sandbox.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)).toBeUndefined();
  });

  it('is stored with the user: the database refuses another value', () => {
    expect(() =>
      t.sandbox.db.prepare(`UPDATE users SET language = 'de' WHERE email = 'merchant@demo.test'`).run(),
    ).toThrow(/CHECK constraint/);
  });

  it('is a column an older database gets when it is opened (null: never chosen)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    try {
      const file = join(dir, 'sandbox.db');
      const old = new Database(file);
      old.exec(`CREATE TABLE users (_id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL, avatar TEXT, role TEXT NOT NULL DEFAULT 'user', notification_config TEXT,
        mfa_status TEXT NOT NULL DEFAULT 'not-initiated', mfa_secret TEXT, is_email_verified INTEGER NOT NULL DEFAULT 0,
        is_accepted INTEGER NOT NULL DEFAULT 0, default_env TEXT NOT NULL DEFAULT 'test', current_org_id TEXT,
        current_env TEXT NOT NULL DEFAULT 'test', created_at TEXT NOT NULL)`);
      old
        .prepare(
          `INSERT INTO users (_id, name, email, password_hash, created_at)
           VALUES ('64b000000000000000000001', 'Old Timer', 'old@demo.test', 'x', '2026-01-01T00:00:00.000Z')`,
        )
        .run();
      old.close();
      const db = openDb(file);
      expect(toUser(findUser(db, '64b000000000000000000001')!).language).toBeNull();
      db.prepare(`UPDATE users SET language = 'ar'`).run();
      expect(toUser(findUser(db, '64b000000000000000000001')!).language).toBe('ar');
      expect(() => db.prepare(`UPDATE users SET language = 'xx'`).run()).toThrow(/CHECK constraint/);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("emails in the recipient's language", () => {
  it('writes the verification email in English when the registration names no language', async () => {
    const { email } = await register();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Verify your email address');
    expect(mail!.body).toBe(`Open ${mail!.link} within 24 hours to confirm this is your email address.`);
  });

  it('writes the verification email in the language the registration was sent with (Arabic)', async () => {
    const { email } = await register('ar');
    const [mail] = await mailsTo(email);
    expect(mail!.link).toMatch(/^\/verify-email\?token=[0-9a-f]{48}$/);
    expect(mail!.subject).toBe('تأكيد عنوان بريدك الإلكتروني');
    expect(mail!.body).toBe(`افتح ${mail!.link} خلال 24 ساعة لتأكيد أن هذا هو عنوان بريدك الإلكتروني.`);
  });

  it('writes the password reset email in the language the user chose (French), English before they chose', async () => {
    const { email, access } = await register();
    const forgot = () => t.call('POST', '/v1/auth/forgot-password', { body: { email } });
    await forgot();
    expect((await mailsTo(email))[0]!.subject).toBe('Reset your password');
    await updateProfile(access, { language: 'fr' });
    await forgot();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail!.body).toBe(`Ouvrez ${mail!.link} dans l’heure pour choisir un nouveau mot de passe.`);
  });

  it('writes a new verification link in the language the user chose since', async () => {
    const { email, access } = await register('fr');
    await updateProfile(access, { language: 'ar' });
    t.advance(60_000);
    expect((await t.call('POST', '/v1/auth/send-verification-email', { token: access })).status).toBe(200);
    const [latest, first] = await mailsTo(email);
    expect(first!.subject).toBe('Confirmez votre adresse e-mail');
    expect(latest!.subject).toBe('تأكيد عنوان بريدك الإلكتروني');
  });

  it("writes an invitation in the invitee's language when the address has an account, else in English", async () => {
    const invitee = await register('fr');
    const owner = await t.login();
    const invite = (email: string) =>
      t.call('POST', '/v1/team/invite', { token: owner.access, body: { email, role: 'viewer' } });
    expect((await invite(invitee.email)).status).toBe(201);
    const [french] = await mailsTo(invitee.email);
    expect(french!.subject).toBe("Invitation à rejoindre Maya's Coffee");
    expect(french!.body).toBe("Connectez-vous pour accepter votre invitation à rejoindre Maya's Coffee.");

    expect((await invite('stranger@demo.test')).status).toBe(201);
    const [english] = await mailsTo('stranger@demo.test');
    expect(english!.subject).toBe("You are invited to Maya's Coffee");
  });
});
