import { Hono } from 'hono';
import { clientAddress } from '../client-address.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok, plainText } from '../http.ts';
import { hashPassword, passwordOk, PASSWORD_RULE } from '../passwords.ts';
import { bodyOf } from '../request.ts';
import { newId } from '../rng.ts';
import type { AppEnv } from '../session.ts';
import { issueTokens } from '../tokens.ts';
import { findUser, findUserByEmail, toUser, type UserRow } from '../users.ts';
import { sendVerificationEmail } from './email-verification.ts';

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  orgName: string;
  /** an external identity provider vouched for the email */
  emailVerified?: boolean;
}

/** Creates a user (MFA not initiated, terms not accepted) who owns a new organization. */
export function createAccount(deps: SandboxDeps, account: NewAccount): UserRow {
  const { db, now } = deps;
  const userId = newId();
  const orgId = newId();
  const at = now().toISOString();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO users (_id, name, email, password_hash, mfa_status, is_email_verified, current_org_id, current_env, default_env, created_at)
       VALUES (?, ?, ?, ?, 'not-initiated', ?, ?, 'test', 'test', ?)`,
    ).run(
      userId,
      account.name,
      account.email.toLowerCase(),
      account.passwordHash,
      account.emailVerified ? 1 : 0,
      orgId,
      at,
    );
    db.prepare('INSERT INTO organizations (_id, name, user_id, created_at) VALUES (?, ?, ?, ?)').run(
      orgId,
      account.orgName,
      userId,
      at,
    );
    db.prepare(`INSERT INTO members (org_id, user_id, role, created_at) VALUES (?, ?, 'owner', ?)`).run(
      orgId,
      userId,
      at,
    );
  })();
  return findUser(db, userId)!;
}

export function registerRoute(deps: SandboxDeps): Hono<AppEnv> {
  const { db, keys, now, clientLimits } = deps;
  const r = new Hono<AppEnv>();

  r.post('/auth/register', async (c) => {
    const body = bodyOf<'register'>(c);
    const address = clientAddress(c, deps.trustedProxies);
    assertWithinLimit(c, db, clientLimits, 'registration', address, now());
    if (!passwordOk(body.password)) throw new ApiError(400, PASSWORD_RULE);
    if (findUserByEmail(db, body.email)) throw new ApiError(409, 'Email already taken');
    const name = plainText('body.name', body.name);
    // docs/product/03-entities.md §3.5: the organization name defaults to the user's name followed by 's
    // organization
    const orgName =
      body.organizationName !== undefined
        ? plainText('body.organizationName', body.organizationName)
        : `${name}'s organization`;
    const user = createAccount(deps, {
      name,
      email: body.email,
      passwordHash: hashPassword(body.password),
      orgName,
    });
    // accounts created count, refused attempts do not: a typo in the form costs nothing
    recordEvent(db, clientLimits, 'registration', address, now());
    // owning an address is proved by the emailed link, not by typing it here (invitations rely on it)
    sendVerificationEmail(deps, user);
    return ok<'register'>(c, { user: toUser(user), tokens: await issueTokens(db, keys, user, now()) }, 201);
  });

  return r;
}
