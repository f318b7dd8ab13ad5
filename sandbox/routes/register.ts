import { Hono } from 'hono';
import { clientAddress } from '../client-address.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import { createAccount } from '../accounts.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok, plainText } from '../http.ts';
import { hashPassword, passwordOk, PASSWORD_RULE } from '../passwords.ts';
import { bodyOf } from '../request.ts';
import type { AppEnv } from '../session.ts';
import { issueTokens } from '../tokens.ts';
import { recordSignIn } from '../audit/sign-in.ts';
import { findUserByEmail, toUser } from '../users.ts';
import { sendVerificationEmail } from './email-verification.ts';

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
      // the language the user registers in: stored as theirs, and the verification email below is written in it
      language: body.language,
    });
    // accounts created count, refused attempts do not: a typo in the form costs nothing
    recordEvent(db, clientLimits, 'registration', address, now());
    recordSignIn(c, deps, user._id, 'registration');
    // owning an address is proved by the emailed link, not by typing it here (invitations rely on it)
    sendVerificationEmail(deps, user);
    return ok<'register'>(c, { user: toUser(user), tokens: await issueTokens(db, keys, user, now()) }, 201);
  });

  return r;
}
