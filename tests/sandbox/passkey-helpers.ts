/** Passkey ceremonies against a core testbed, on a brand host, through the software authenticator. */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { SoftAuthenticator, type CeremonyBending } from '../support/soft-authenticator.ts';
import type { CoreTestbed } from './core-helpers.ts';

/** The host the requests reach (the app and the API share it) and the page's origin on it. */
const HOST = 'localhost:4173';
export const ORIGIN = `http://${HOST}`;

export function passkeyCeremonies(t: CoreTestbed, host = HOST) {
  const headers = { Host: host };
  const call = <T>(method: string, path: string, init: { token?: string; body?: unknown } = {}) =>
    t.call<T>(method, path, { ...init, headers });
  return {
    call,
    registrationOptions: (token: string) =>
      call<PublicKeyCredentialCreationOptionsJSON>('POST', '/v1/user/passkeys/options', { token, body: {} }),
    add: (token: string, name: string, response: RegistrationResponseJSON) =>
      call<{ _id: string; name: string } | string>('POST', '/v1/user/passkeys', {
        token,
        body: { name, response },
      }),
    /** options, the authenticator's attestation (bent as asked), then the registration call */
    async register(
      token: string,
      authenticator: SoftAuthenticator,
      name = 'Work laptop',
      how: Partial<CeremonyBending> = {},
    ) {
      const options = await this.registrationOptions(token);
      const response = authenticator.register(options.data, { origin: ORIGIN, ...how });
      return { options: options.data, response, reply: await this.add(token, name, response) };
    },
    signInOptions: () =>
      call<PublicKeyCredentialRequestOptionsJSON>('POST', '/v1/auth/passkey/options', { body: {} }),
    verify: (response: AuthenticationResponseJSON) =>
      call<{ user: { _id: string }; tokens: { access: { token: string } } } | string>(
        'POST',
        '/v1/auth/passkey/verify',
        { body: { response } },
      ),
    /** sign-in options, the authenticator's assertion (bent as asked), then the verification */
    async signIn(authenticator: SoftAuthenticator, how: Partial<CeremonyBending> = {}) {
      const options = await this.signInOptions();
      const response = authenticator.assert(options.data, { origin: ORIGIN, ...how });
      return { options: options.data, response, reply: await this.verify(response) };
    },
  };
}
