import type { Context } from 'hono';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { SandboxDeps } from '../deps.ts';
import { ApiError } from '../http.ts';
import { consumeChallenge, storeChallenge } from './challenges.ts';
import { PASSKEY_REFUSALS, refusalFor } from './refusals.ts';
import { relyingPartyOf } from './relying-party.ts';
import { findPasskeyByCredential, passkeysOf, recordPasskeyUse } from './store.ts';

export type AssertionPurpose = 'signIn' | 'stepUp';

type Deps = Pick<SandboxDeps, 'db' | 'now'>;

/** A ceremony's browser prompt gives up after this long; the challenge lives longer (challenges.ts). */
export const CEREMONY_TIMEOUT_MS = 60_000;

/**
 * A refused assertion: 401 for a sign-in (no session comes of it, as a wrong password), 400 for a step-up,
 * whose caller is signed in and must not read it as the end of the session.
 */
function refuse(purpose: AssertionPurpose, message: string): ApiError {
  return new ApiError(purpose === 'signIn' ? 401 : 400, message);
}

/** A stored key as the library takes it: bytes of their own ArrayBuffer. */
function copyOf(bytes: Buffer): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}

/** The user handle a passkey carries: the user's id, as the registration options gave it (registration.ts). */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId) as Uint8Array<ArrayBuffer>;
}

/**
 * Options for navigator.credentials.get(), their challenge stored for this one ceremony: bound to the purpose,
 * the user (null: a sign-in by discoverable credential, for the button and conditional UI) and the host's RP ID.
 * A known user's own passkeys on this host are listed; user verification is required.
 */
export async function beginAssertion(
  deps: Deps,
  c: Context,
  { userId, purpose }: { userId: string | null; purpose: AssertionPurpose },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingPartyOf(c);
  const allowCredentials = userId
    ? passkeysOf(deps.db, userId, rp.rpId).map((p) => ({
        id: p.credential_id,
        transports: JSON.parse(p.transports) as string[],
      }))
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  storeChallenge(deps.db, options.challenge, { purpose, userId, rpId: rp.rpId }, deps.now());
  return options;
}

/**
 * Verifies an assertion against the ceremony its challenge was issued for (used up here, whatever the outcome),
 * the host's origin and RP ID, the passkey's public key, user verification and its signature counter (a
 * non-zero counter that does not increase: a cloned authenticator). With `userId` (a step-up), the passkey must
 * be that user's. Records the use; returns whose passkey it was, or throws the refusal.
 */
export async function finishAssertion(
  deps: Deps,
  c: Context,
  {
    response,
    purpose,
    userId,
  }: { response: AuthenticationResponseJSON; purpose: AssertionPurpose; userId?: string },
): Promise<{ userId: string; passkeyId: string }> {
  const { db, now } = deps;
  const rp = relyingPartyOf(c);
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(response.response.clientDataJSON).challenge;
  } catch {
    throw refuse(purpose, PASSKEY_REFUSALS.malformed);
  }
  if (!consumeChallenge(db, challenge, { purpose, userId: userId ?? null, rpId: rp.rpId }, now()))
    throw refuse(purpose, PASSKEY_REFUSALS.expired);
  const passkey = findPasskeyByCredential(db, response.id);
  if (!passkey || passkey.rp_id !== rp.rpId || (userId !== undefined && passkey.user_id !== userId))
    throw refuse(purpose, PASSKEY_REFUSALS.unknown);
  const handle = response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(passkey.user_id)))
    throw refuse(purpose, PASSKEY_REFUSALS.unknown);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: copyOf(passkey.public_key),
        counter: passkey.counter,
        transports: JSON.parse(passkey.transports) as never,
      },
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error('signature');
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    throw refuse(purpose, refusalFor(error));
  }
  // a concurrent use of the same counter value got there first: as good as a counter that did not increase
  if (!recordPasskeyUse(db, passkey._id, newCounter, now())) throw refuse(purpose, PASSKEY_REFUSALS.counter);
  return { userId: passkey.user_id, passkeyId: passkey._id };
}
