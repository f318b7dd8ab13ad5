// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
/**
 * Issue 33: the sign-in page's passkey button against the sandbox, with the software authenticator standing in
 * for the browser's: a passkey of an account with two-step verification on signs in with no code (the session
 * of a completed MFA step), a dismissed prompt says nothing, other failures say what happened, and the page's
 * e-mail field asks the browser for its passkeys in the autofill.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../src/features/auth/components/login-form.tsx';
import { SessionProvider } from '../../../src/session/context.tsx';
import { createCookieSession } from '../../../src/session/cookie-session.ts';
import { clearSessionCookies, readCookie } from '../../../src/session/cookies.ts';
import { importTokenKey } from '../../../src/session/verify-token.ts';
import { DEMO_TOTP_SECRET } from '../../../sandbox/seed.ts';
import { currentCode } from '../../../sandbox/totp.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { startSandboxHarness, type SandboxHarness } from '../../support/sandbox-msw.ts';
import { PAGE_ORIGIN, servePasskeyHost } from '../../support/passkey-browser.ts';
import type { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../support/demo.ts';

const browser = vi.hoisted(() => ({
  failWith: { name: null as string | null },
  authenticator: null as unknown,
}));
vi.mock('../../../src/lib/webauthn.ts', async () => {
  const { fakeWebAuthn } = await import('../../support/passkey-browser.ts');
  const { SoftAuthenticator } = await import('../../support/soft-authenticator.ts');
  const authenticator = new SoftAuthenticator();
  browser.authenticator = authenticator;
  return fakeWebAuthn(authenticator, browser.failWith);
});

window.scrollTo = () => undefined;

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
beforeEach(() => {
  browser.failWith.name = null;
  servePasskeyHost(harness.server, harness.sandbox);
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
});
afterEach(() => {
  cleanup();
  clearSessionCookies();
  sessionStorage.clear();
  harness.server.resetHandlers();
});
afterAll(() => harness.close());

/** POST straight into the sandbox on the brand host `localhost`. */
async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await harness.sandbox.app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
  return ((await response.json()) as { data: T }).data;
}

/** mfa@demo.test (two-step verification on) gets a passkey on the authenticator the mocked browser uses. */
async function registerMfaUsersPasskey() {
  // the mocked browser's module (and its authenticator) is made on first import
  await import('../../../src/lib/webauthn.ts');
  const step = await call<{ id: string; challenge: string }>('/v1/auth/login', {
    email: DEMO_EMAIL.mfa,
    password: DEMO_PASSWORD,
  });
  const session = await call<{ tokens: { access: { token: string } } }>('/v1/auth/mfa/verify-otp', {
    id: step.id,
    challenge: step.challenge,
    otp: currentCode(DEMO_TOTP_SECRET, new Date()),
  });
  const token = session.tokens.access.token;
  const options = await call<never>('/v1/user/passkeys/options', {}, token);
  const response = (browser.authenticator as SoftAuthenticator).register(options, {
    origin: PAGE_ORIGIN,
  });
  await call('/v1/user/passkeys', { name: 'Test key', response }, token);
}

async function renderForm(onSignedIn = vi.fn()) {
  const session = createCookieSession(await importTokenKey(harness.sandbox.publicKeyBase64), () => undefined);
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <SessionProvider session={session} endSession={async () => session.end()} oidc={null}>
          <LoginForm next="/manage/apikey/" onSignedIn={onSignedIn} onMfaStep={vi.fn()} />
        </SessionProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { session });
  await screen.findByRole('heading');
  return { session, onSignedIn };
}

describe('signing in with a passkey', () => {
  beforeAll(registerMfaUsersPasskey);

  it('signs an account with two-step verification in with no code: the session, then next', async () => {
    const { session, onSignedIn } = await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/manage/apikey/'), { timeout: 10_000 });
    expect(session.claims()?.sub).toBeTruthy();
    expect(readCookie('isAccepted')).toBe('true');
  });

  it('says nothing when the prompt is dismissed', async () => {
    browser.failWith.name = 'NotAllowedError';
    const { session, onSignedIn } = await renderForm();
    const button = screen.getByRole('button', { name: 'Sign in with a passkey' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.claims()).toBeNull();
  });

  it('says what happened when the browser fails otherwise', async () => {
    browser.failWith.name = 'SecurityError';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Your passkey could not be used. Try again, or sign in with your email and password.',
    );
  });

  it("shows the provider's refusal and stays on the page", async () => {
    const authenticator = browser.authenticator as SoftAuthenticator;
    // a counter that went back: the provider refuses it as a cloned authenticator
    authenticator.credentials[0]!.counter = -1;
    const { onSignedIn } = await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /signature counter did not increase/,
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('marks the e-mail field for the autofill of passkeys', async () => {
    await renderForm();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'username webauthn');
  });
});
