/**
 * The vitest layer's ways to sign in (the browser layer has its own in tests/e2e/support/sign-in.ts):
 * `loginTokens` asks the in-process sandbox for a token pair, `signInWithCookies` opens a session with one the
 * way the app does after a login, `signInThroughForm` types into the rendered login form like a user.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Sandbox } from '../../sandbox/index.ts';
import type { TokenPair } from '../../src/api/session-port.ts';
import type { CookieSession } from '../../src/session/cookie-session.ts';
import { DEMO_PASSWORD } from './demo.ts';

/** The password of every demo account, for the helpers' callers. */
export { DEMO_PASSWORD };

/** A completed login: the provider's token pair and the id of the user it belongs to. */
export interface LoginTokens extends TokenPair {
  userId: string;
}

/**
 * POST /v1/auth/login straight into the sandbox app (no network, no msw). Throws unless the login completed:
 * a refusal or an MFA step is not a sign-in, and a test that expected one should fail here, not later.
 */
export async function loginTokens(
  sandbox: Pick<Sandbox, 'app'>,
  email: string,
  password = DEMO_PASSWORD,
): Promise<LoginTokens> {
  const response = await sandbox.app.fetch(
    new Request('http://sandbox.local/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  const body = (await response.json()) as {
    code: number;
    data: { user?: { _id: string }; tokens?: TokenPair };
  };
  if (response.status !== 200 || body.code !== 1 || !body.data.tokens || !body.data.user)
    throw new Error(`login of ${email} did not complete: ${response.status} ${JSON.stringify(body)}`);
  return { ...body.data.tokens, userId: body.data.user._id };
}

/** Signs `email` in to `session` as a completed login does: verified tokens, then the scope cookies. */
export async function signInWithCookies(
  session: CookieSession,
  sandbox: Pick<Sandbox, 'app'>,
  email: string,
): Promise<void> {
  // loaded here, not at the top: the session modules read document.cookie as they load, and the sandbox and
  // API tests that use `loginTokens` run without a DOM
  const { establishSession } = await import('../../src/session/establish.ts');
  await establishSession(session, await loginTokens(sandbox, email));
}

/** Types email and password into the login form on screen and submits it. */
export async function signInThroughForm(email: string, password = DEMO_PASSWORD): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}
