/**
 * The sentences a refused ceremony gets. @simplewebauthn/server says why it refused in an Error's message
 * written for developers: the causes a user or a test can act on are told apart, the rest is one sentence.
 */
export const PASSKEY_REFUSALS = {
  expired: 'This passkey request has expired or was already used. Please try again.',
  unknown: 'This passkey is not registered for an account here',
  origin: 'The passkey response came from another site (its origin is not this one)',
  rpId: 'The passkey belongs to another site (its RP ID is not this one)',
  counter:
    "This passkey's signature counter did not increase: it may have been copied to another authenticator, so it is refused",
  userVerification:
    'The passkey did not verify you (PIN, fingerprint or face): user verification is required',
  malformed: 'The passkey response is malformed',
  invalid: 'The passkey response could not be verified',
} as const;

export function refusalFor(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/origin/i.test(message)) return PASSKEY_REFUSALS.origin;
  if (/RP ID/i.test(message)) return PASSKEY_REFUSALS.rpId;
  if (/counter/i.test(message)) return PASSKEY_REFUSALS.counter;
  if (/user verification|could not be verified/i.test(message)) return PASSKEY_REFUSALS.userVerification;
  return PASSKEY_REFUSALS.invalid;
}
