// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
/**
 * Issue 28 point 3 on screen: when the provider's limits on sign-in, registration and reset emails refuse a
 * request (429), the form says so and when to try again, and everything the user typed stays in the fields.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '../../../src/features/auth/components/forgot-password-form.tsx';
import { LoginForm } from '../../../src/features/auth/components/login-form.tsx';
import { RegisterForm } from '../../../src/features/auth/components/register-form.tsx';
import { SessionProvider } from '../../../src/session/context.tsx';
import { createCookieSession } from '../../../src/session/cookie-session.ts';
import { clearSessionCookies } from '../../../src/session/cookies.ts';
import { importTokenKey } from '../../../src/session/verify-token.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { startSandboxHarness, type SandboxHarness } from '../../support/sandbox-msw.ts';
import { signInThroughForm } from '../../support/sign-in.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../support/demo.ts';

window.scrollTo = () => undefined;

// a sandbox per test: each one uses up a limit of the one client address every in-process request shares
let harness: SandboxHarness;
beforeEach(async () => {
  harness = await startSandboxHarness();
});
afterEach(() => {
  cleanup();
  clearSessionCookies();
  sessionStorage.clear();
  harness.close();
});

async function renderForm(ui: ReactNode) {
  const session = createCookieSession(await importTokenKey(harness.sandbox.publicKeyBase64), () => undefined);
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
}

/** A request straight to the sandbox (not through the form), from the same unknown address as the form's. */
function sandboxPost(path: string, body: unknown) {
  return harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

describe('limits on screen', () => {
  it('the sign-in form says the network is locked out and for how long, keeping email and password', async () => {
    for (let i = 0; i < 50; i++)
      await sandboxPost('/v1/auth/login', { email: `guess-${i}@demo.test`, password: 'Wrong-pass-1' });
    await renderForm(<LoginForm next="/main/dashboard/" onSignedIn={vi.fn()} onMfaStep={vi.fn()} />);
    await signInThroughForm(DEMO_EMAIL.merchant);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts from your network. Try again in 15 minutes.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue(DEMO_EMAIL.merchant);
    expect(document.querySelector('input[autocomplete="current-password"]')).toHaveValue(DEMO_PASSWORD);
  });

  it('the registration form says when accounts can be created again, keeping every field', async () => {
    for (let i = 0; i < 10; i++)
      await sandboxPost('/v1/auth/register', {
        name: 'Sam',
        email: `sam-${i}@demo.test`,
        password: 'Fresh-pass-1',
      });
    const onRegistered = vi.fn();
    await renderForm(<RegisterForm onRegistered={onRegistered} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Full name/), 'Nina Newcomer');
    await user.type(screen.getByLabelText(/^Email/), 'nina@demo.test');
    await user.type(screen.getByLabelText(/^Organization name/), "Nina's Bakery");
    await user.type(screen.getByLabelText(/^Password/), 'Fresh-pass-2');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh-pass-2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many accounts were created from your network. Try again in 60 minutes.',
    );
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Nina Newcomer');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nina@demo.test');
    expect(screen.getByLabelText(/^Organization name/)).toHaveValue("Nina's Bakery");
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Fresh-pass-2');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('Fresh-pass-2');
  });

  it('the reset form says when another link can be asked for, keeping the email', async () => {
    for (let i = 0; i < 5; i++) await sandboxPost('/v1/auth/forgot-password', { email: DEMO_EMAIL.owner });
    await renderForm(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), DEMO_EMAIL.owner);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset emails were asked for this address. Try again in 60 minutes.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue(DEMO_EMAIL.owner);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
