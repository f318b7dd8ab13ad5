import type { Context } from 'hono';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { SandboxDeps } from '../deps.ts';
import { ApiError } from '../http.ts';
import type { UserRow } from '../users.ts';
import { CEREMONY_TIMEOUT_MS, userHandleOf } from './assertion.ts';
import { consumeChallenge, storeChallenge } from './challenges.ts';
import { PASSKEY_REFUSALS, refusalFor } from './refusals.ts';
import { relyingPartyOf } from './relying-party.ts';
import {
  countPasskeys,
  findPasskeyByCredential,
  insertPasskey,
  MAX_PASSKEYS_PER_USER,
  passkeysOf,
  type PasskeyRow,
} from './store.ts';

type Deps = Pick<SandboxDeps, 'db' | 'now'>;

function assertRoomFor(deps: Deps, userId: string): void {
  if (countPasskeys(deps.db, userId) >= MAX_PASSKEYS_PER_USER)
    throw new ApiError(422, `You can have at most ${MAX_PASSKEYS_PER_USER} passkeys`);
}

/**
 * Options for navigator.credentials.create() for the signed-in user on this host: attestation "none" (the
 * sandbox trusts no authenticator maker, it verifies the key works), a discoverable credential (it signs in
 * without an e-mail address), user verification required, and the user's passkeys on this host excluded (one
 * authenticator is not registered twice).
 */
export async function beginRegistration(
  deps: Deps,
  c: Context,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  assertRoomFor(deps, user._id);
  const rp = relyingPartyOf(c);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user._id),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: passkeysOf(deps.db, user._id, rp.rpId).map((p) => ({
      id: p.credential_id,
      transports: JSON.parse(p.transports) as string[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  storeChallenge(
    deps.db,
    options.challenge,
    { purpose: 'register', userId: user._id, rpId: rp.rpId },
    deps.now(),
  );
  return options;
}

/**
 * Verifies the attestation against the user's registration ceremony (its challenge used up, whatever the
 * outcome), the host's origin and RP ID, with user verification, and stores the passkey under `name` (already
 * checked as plain text). A credential already registered (to anyone) → 409.
 */
export async function finishRegistration(
  deps: Deps,
  c: Context,
  user: UserRow,
  { response, name }: { response: RegistrationResponseJSON; name: string },
): Promise<PasskeyRow> {
  const { db, now } = deps;
  const rp = relyingPartyOf(c);
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(response.response.clientDataJSON).challenge;
  } catch {
    throw new ApiError(400, PASSKEY_REFUSALS.malformed);
  }
  if (!consumeChallenge(db, challenge, { purpose: 'register', userId: user._id, rpId: rp.rpId }, now()))
    throw new ApiError(400, PASSKEY_REFUSALS.expired);
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error('attestation');
    info = result.registrationInfo;
  } catch (error) {
    throw new ApiError(400, refusalFor(error));
  }
  if (findPasskeyByCredential(db, info.credential.id))
    throw new ApiError(409, 'This passkey is already registered');
  assertRoomFor(deps, user._id);
  return insertPasskey(
    db,
    {
      userId: user._id,
      credentialId: info.credential.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: response.response.transports ?? [],
      rpId: rp.rpId,
      name,
    },
    now(),
  );
}
