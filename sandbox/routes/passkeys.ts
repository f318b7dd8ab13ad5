import { Hono } from 'hono';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { auditOrigin, recordAccountAudit } from '../audit/record.ts';
import { recordSignIn } from '../audit/sign-in.ts';
import { clientAddress } from '../client-address.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok, plainText } from '../http.ts';
import { beginAssertion, finishAssertion } from '../passkeys/assertion.ts';
import { beginRegistration, finishRegistration } from '../passkeys/registration.ts';
import { deletePasskey, findPasskeyOf, passkeysOf, renamePasskey, toPasskey } from '../passkeys/store.ts';
import { bodyOf } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';
import { issueTokens } from '../tokens.ts';
import { findUser, toUser } from '../users.ts';

const NOT_FOUND = 'Passkey not found';

/**
 * Passkeys (issue 33): a signed-in user registers, lists, renames and removes their own (/user/passkeys), and
 * anyone signs in with one (/auth/passkey). The ceremonies' verification is in passkeys/.
 */
export function passkeyRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, keys, now, clientLimits } = deps;
  const r = new Hono<AppEnv>();

  r.post('/auth/passkey/options', async (c) => {
    const address = clientAddress(c, deps.trustedProxies);
    // an address refused for guessing passwords is refused here too: its next step would be refused anyway
    assertWithinLimit(c, db, clientLimits, 'failed-login', address, now());
    // each call stores a challenge anyone may ask for: bounded per client address (issue 46)
    assertWithinLimit(c, db, clientLimits, 'passkey-options', address, now());
    recordEvent(db, clientLimits, 'passkey-options', address, now());
    return ok<'passkeySignInOptions'>(c, await beginAssertion(deps, c, { userId: null, purpose: 'signIn' }));
  });

  r.post('/auth/passkey/verify', async (c) => {
    const { response } = bodyOf<'passkeySignIn'>(c);
    const address = clientAddress(c, deps.trustedProxies);
    assertWithinLimit(c, db, clientLimits, 'failed-login', address, now());
    let proof: { userId: string };
    try {
      proof = await finishAssertion(deps, c, {
        response: response as AuthenticationResponseJSON,
        purpose: 'signIn',
      });
    } catch (error) {
      // each refused answer counts as a failed sign-in of the address, as a wrong password does
      if (error instanceof ApiError && error.status === 401)
        recordEvent(db, clientLimits, 'failed-login', address, now());
      throw error;
    }
    const user = findUser(db, proof.userId)!;
    // both factors at once: the session a completed MFA step gives, whatever the user's mfa_status (and at each
    // refresh of it too: an organization's two-step requirement does not send it to the setup step)
    const tokens = await issueTokens(db, keys, user, now(), { passkey: true });
    recordSignIn(c, deps, user._id, 'passkey');
    return ok<'passkeySignIn'>(c, { user: toUser(user), tokens });
  });

  r.get('/user/passkeys', (c) => {
    const { userId } = sessionOf(c);
    return ok<'listPasskeys'>(c, passkeysOf(db, userId).map(toPasskey));
  });

  r.post('/user/passkeys/options', async (c) => {
    const { user } = sessionOf(c);
    return ok<'passkeyRegistrationOptions'>(c, await beginRegistration(deps, c, user));
  });

  r.post('/user/passkeys', async (c) => {
    const { user } = sessionOf(c);
    const body = bodyOf<'addPasskey'>(c);
    const name = plainText('body.name', body.name);
    const passkey = await finishRegistration(deps, c, user, {
      response: body.response as RegistrationResponseJSON,
      name,
    });
    recordAccountAudit(
      db,
      user._id,
      {
        kind: 'passkeyAdded',
        targetId: passkey._id,
        changes: [{ field: 'name', before: null, after: name }],
      },
      auditOrigin(c, deps),
      now(),
    );
    return ok<'addPasskey'>(c, toPasskey(passkey), 201);
  });

  r.patch('/user/passkeys/:id', (c) => {
    const { userId } = sessionOf(c);
    const name = plainText('body.name', bodyOf<'renamePasskey'>(c).name);
    const before = findPasskeyOf(db, userId, c.req.param('id'));
    const renamed = before && renamePasskey(db, userId, before._id, name);
    if (!before || !renamed) throw new ApiError(404, NOT_FOUND);
    if (before.name !== name)
      recordAccountAudit(
        db,
        userId,
        {
          kind: 'passkeyRenamed',
          targetId: renamed._id,
          changes: [{ field: 'name', before: before.name, after: name }],
        },
        auditOrigin(c, deps),
        now(),
      );
    return ok<'renamePasskey'>(c, toPasskey(renamed));
  });

  r.delete('/user/passkeys/:id', (c) => {
    const { userId } = sessionOf(c);
    const passkey = findPasskeyOf(db, userId, c.req.param('id'));
    if (!passkey || !deletePasskey(db, userId, passkey._id)) throw new ApiError(404, NOT_FOUND);
    recordAccountAudit(
      db,
      userId,
      {
        kind: 'passkeyRemoved',
        targetId: passkey._id,
        changes: [{ field: 'name', before: passkey.name, after: null }],
      },
      auditOrigin(c, deps),
      now(),
    );
    return ok<'removePasskey'>(c, { message: 'Passkey removed' });
  });

  return r;
}
