// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../src/features/auth/components/login-form.tsx';
import { MfaVerifyForm } from '../../../src/features/auth/components/mfa-verify-form.tsx';
import { SessionProvider } from '../../../src/session/context.tsx';
import { createCookieSession } from '../../../src/session/cookie-session.ts';
import { clearSessionCookies, readCookie } from '../../../src/session/cookies.ts';
import { readPendingMfa } from '../../../src/session/pending-mfa.ts';
import { importTokenKey, jwtVerificationFailedMessage } from '../../../src/session/verify-token.ts';
import { DEMO_TOTP_SECRET } from '../../../sandbox/seed.ts';
import { currentCode } from '../../../sandbox/totp.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { startSandboxHarness, type SandboxHarness } from '../../support/sandbox-msw.ts';
import { signInThroughForm } from '../../support/sign-in.ts';
import { DEMO_EMAIL } from '../../support/demo.ts';

// jsdom has no scrolling; the router's scroll restoration calls it
window.scrollTo = () => undefined;

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
afterEach(() => {
  cleanup();
  clearSessionCookies();
  sessionStorage.clear();
});
afterAll(() => harness.close());

/** The form inside a one-route router (its links need one) and the session context. */
async function renderForm(ui: ReactNode, keyBase64: string) {
  const session = createCookieSession(await importTokenKey(keyBase64), () => undefined);
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <SessionProvider session={session} endSession={async () => session.end()} oidc={null}>
          {ui}
        </SessionProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { session });
  await screen.findByRole('heading');
  return session;
}

describe('the login form against the sandbox', () => {
  it('validates next to the fields before calling the server', async () => {
    await renderForm(
      <LoginForm next="/main/dashboard/" onSignedIn={vi.fn()} onMfaStep={vi.fn()} />,
      harness.sandbox.publicKeyBase64,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('signs a merchant in: verified tokens and the scope in cookies, then next', async () => {
    const onSignedIn = vi.fn();
    const session = await renderForm(
      <LoginForm next="/manage/apikey/" onSignedIn={onSignedIn} onMfaStep={vi.fn()} />,
      harness.sandbox.publicKeyBase64,
    );
    await signInThroughForm(DEMO_EMAIL.merchant);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/manage/apikey/'));
    expect(session.claims()?.role).toBe('user');
    expect(readCookie('orgID')).toBe(session.claims()?.organizationId);
    expect([readCookie('env'), readCookie('isAccepted')]).toEqual(['test', 'true']);
  });

  it("shows the server's message and keeps what was typed", async () => {
    await renderForm(
      <LoginForm next="/main/dashboard/" onSignedIn={vi.fn()} onMfaStep={vi.fn()} />,
      harness.sandbox.publicKeyBase64,
    );
    await signInThroughForm(DEMO_EMAIL.merchant, 'Wrong-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText(/Email/)).toHaveValue(DEMO_EMAIL.merchant);
  });

  it('refuses tokens that do not verify with the configured key, storing nothing', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm(
      <LoginForm next="/main/dashboard/" onSignedIn={vi.fn()} onMfaStep={vi.fn()} />,
      btoa(String(other)),
    );
    await signInThroughForm(DEMO_EMAIL.merchant);
    expect(await screen.findByRole('alert')).toHaveTextContent(jwtVerificationFailedMessage());
    expect(document.cookie).toBe('');
  });

  it('hands the MFA account to the MFA step without storing any token; a wrong code keeps the form, the right one signs in', async () => {
    const onMfaStep = vi.fn();
    await renderForm(
      <LoginForm next="/main/dashboard/" onSignedIn={vi.fn()} onMfaStep={onMfaStep} />,
      harness.sandbox.publicKeyBase64,
    );
    await signInThroughForm(DEMO_EMAIL.mfa);
    await waitFor(() => expect(onMfaStep).toHaveBeenCalled());
    expect(document.cookie).toBe('');
    const pending = readPendingMfa()!;
    expect(pending.mfaStatus).toBe('enabled');
    // the login's challenge stays with the pending step in this tab's sessionStorage, nowhere the browser sends
    expect(pending.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(sessionStorage.getItem('auth.pendingMfa')).toContain(pending.challenge);
    expect(localStorage.length).toBe(0);
    cleanup();
    const onSignedIn = vi.fn();
    await renderForm(
      <MfaVerifyForm
        userId={pending.id}
        challenge={pending.challenge}
        next={pending.next}
        onSignedIn={onSignedIn}
      />,
      harness.sandbox.publicKeyBase64,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid one-time password');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('0');
    await user.clear(screen.getByLabelText('Digit 1 of 6'));
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard(currentCode(DEMO_TOTP_SECRET, new Date()));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/main/dashboard/'));
  });

  it('after five wrong codes the step is over: the message says to sign in again and the step is forgotten', async () => {
    await renderForm(
      <LoginForm next="/main/dashboard/" onSignedIn={vi.fn()} onMfaStep={vi.fn()} />,
      harness.sandbox.publicKeyBase64,
    );
    await signInThroughForm(DEMO_EMAIL.mfa);
    await waitFor(() => expect(readPendingMfa()).not.toBeNull());
    const pending = readPendingMfa()!;
    cleanup();
    await renderForm(
      <MfaVerifyForm
        userId={pending.id}
        challenge={pending.challenge}
        next={pending.next}
        onSignedIn={vi.fn()}
      />,
      harness.sandbox.publicKeyBase64,
    );
    const user = userEvent.setup();
    for (let i = 1; i <= 5; i++) {
      await user.clear(screen.getByLabelText('Digit 1 of 6'));
      await user.click(screen.getByLabelText('Digit 1 of 6'));
      await user.keyboard('000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many incorrect codes. Please sign in again.',
    );
    expect(readPendingMfa()).toBeNull();
    expect(screen.getByRole('link', { name: 'Use another account' })).toHaveAttribute('href', '/');
  });
});
