/**
 * A browser's WebAuthn for jsdom tests, standing in for src/lib/webauthn.ts (vi.mock) with the software
 * authenticator: real responses for the sandbox to verify, on the page origin `http://localhost`, and the
 * sandbox's requests rewritten to that host (passkeys live on brand hosts only; msw's provider.test is none).
 */
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import type { Sandbox } from '../../sandbox/index.ts';
import { API_ORIGIN } from './sandbox-msw.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

export const PAGE_ORIGIN = 'http://localhost';

/** Sends every provider request to the sandbox as if it had reached `localhost` (the app's own host). */
export function servePasskeyHost(server: SetupServer, sandbox: Pick<Sandbox, 'app'>): void {
  server.use(
    http.all(`${API_ORIGIN}/*`, ({ request }) => {
      const headers = new Headers(request.headers);
      headers.set('Host', 'localhost');
      return sandbox.app.fetch(new Request(request, { headers }));
    }),
  );
}

/** What the browser does in a ceremony: answer with the authenticator, or fail as told (a DOMException name). */
export function fakeWebAuthn(authenticator: SoftAuthenticator, failWith: { name: string | null }) {
  const failure = () => {
    if (failWith.name) throw new DOMException('the browser refused', failWith.name);
  };
  return {
    passkeysSupported: () => true,
    conditionalMediationAvailable: async () => false,
    passkeyAssertion: async (options: Parameters<SoftAuthenticator['assert']>[0]) => {
      failure();
      return authenticator.assert(options, { origin: PAGE_ORIGIN });
    },
    passkeyRegistration: async (options: Parameters<SoftAuthenticator['register']>[0]) => {
      failure();
      return authenticator.register(options, { origin: PAGE_ORIGIN });
    },
    isCancelledCeremony: (error: unknown) =>
      error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError'),
    isAlreadyRegistered: (error: unknown) =>
      error instanceof DOMException && error.name === 'InvalidStateError',
    suggestedPasskeyName: () => 'Mac · Chrome',
  };
}
