// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
/**
 * Issue 33 part 3 in the sign-in's MFA step, against the sandbox: turning two-step verification on shows the 10
 * recovery codes until the user says they saved them; a recovery code signs in once; an organization's
 * requirement is named and takes Skip away.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MfaSetup } from '../../../src/features/auth/components/mfa-setup.tsx';
import { MfaVerifyForm } from '../../../src/features/auth/components/mfa-verify-form.tsx';
import { SessionProvider } from '../../../src/session/context.tsx';
import { createCookieSession } from '../../../src/session/cookie-session.ts';
import { clearSessionCookies } from '../../../src/session/cookies.ts';
import { importTokenKey } from '../../../src/session/verify-token.ts';
import { currentCode } from '../../../sandbox/totp.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { startSandboxHarness, type SandboxHarness } from '../../support/sandbox-msw.ts';
import { DEMO_PASSWORD, loginTokens } from '../../support/sign-in.ts';
import { DEMO_EMAIL } from '../../support/demo.ts';

window.scrollTo = () => undefined;

// a sandbox per test: turning MFA on changes a demo account for good
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

async function call<T>(path: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
  return ((await response.json()) as { data: T }).data;
}

const loginStep = (email: string) =>
  call<{ id: string; challenge: string }>('/v1/auth/login', { email, password: DEMO_PASSWORD });

async function render(ui: ReactNode) {
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

async function typeOtp(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Digit 1 of 6'));
  await user.keyboard(code);
}

describe('the setup step', () => {
  it('shows the 10 codes after turning MFA on, and continues only once the user says they saved them', async () => {
    const step = await loginStep(DEMO_EMAIL.setup);
    const onSignedIn = vi.fn();
    await render(
      <MfaSetup userId={step.id} challenge={step.challenge} next="/next" onSignedIn={onSignedIn} />,
    );
    const secret = (await screen.findByTestId('mfa-secret')).textContent!;
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
    await typeOtp(currentCode(secret, new Date()));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /verify/i }));

    const list = await screen.findByTestId('recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText(/Each code works once/)).toBeInTheDocument();
    for (const name of ['Download', 'Copy', 'Print'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('I have saved these codes somewhere safe'));
    await user.click(proceed);
    expect(onSignedIn).toHaveBeenCalledWith('/next');
  });

  it('copies the codes as text, one per line', async () => {
    const step = await loginStep(DEMO_EMAIL.setup);
    await render(<MfaSetup userId={step.id} challenge={step.challenge} next="/next" onSignedIn={vi.fn()} />);
    const secret = (await screen.findByTestId('mfa-secret')).textContent!;
    await typeOtp(currentCode(secret, new Date()));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /verify/i }));
    const list = await screen.findByTestId('recovery-codes');
    const codes = [...list.querySelectorAll('li')].map((li) => li.textContent);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Codes copied')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    for (const code of codes) expect(copied).toContain(`\n${code}\n`);
  });

  it('names the organization that requires it and offers no Skip', async () => {
    const owner = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    await call('/v1/org/update', { requireMfa: true }, owner.access.token, 'PATCH');
    const step = await loginStep(DEMO_EMAIL.viewer);
    await render(<MfaSetup userId={step.id} challenge={step.challenge} next="/next" onSignedIn={vi.fn()} />);
    expect(await screen.findByTestId('mfa-required-by')).toHaveTextContent(
      /Maya's (Coffee|Books) requires two-step verification for every member/,
    );
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });
});

describe('signing in with a recovery code', () => {
  it('a code (typed with spaces) signs in once; the second time it is refused', async () => {
    // setup@demo.test turns MFA on straight at the provider and keeps the codes
    const { id, challenge } = await loginStep(DEMO_EMAIL.setup);
    const { secret } = await call<{ secret: string }>('/v1/auth/mfa/set', { id, challenge });
    const enabled = await call<{ recoveryCodes: string[] }>('/v1/auth/mfa/verify-otp', {
      id,
      challenge,
      otp: currentCode(secret, new Date()),
    });
    const code = enabled.recoveryCodes[0]!;

    for (const attempt of ['first', 'second'] as const) {
      const step = await loginStep(DEMO_EMAIL.setup);
      const onSignedIn = vi.fn();
      await render(
        <MfaVerifyForm userId={step.id} challenge={step.challenge} next="/n" onSignedIn={onSignedIn} />,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
      await user.type(screen.getByLabelText(/Recovery code/), code.replace('-', ' '));
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      if (attempt === 'first') await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/n'));
      else {
        expect(await screen.findByRole('alert')).toHaveTextContent('Invalid recovery code');
        // what was typed stays, to correct it
        expect(screen.getByLabelText(/Recovery code/)).toHaveValue(code.replace('-', ' '));
        expect(onSignedIn).not.toHaveBeenCalled();
      }
      cleanup();
      clearSessionCookies();
    }
  });

  it('asks for a code before calling the provider, and goes back to the authenticator code', async () => {
    const step = await loginStep(DEMO_EMAIL.mfa);
    await render(
      <MfaVerifyForm userId={step.id} challenge={step.challenge} next="/n" onSignedIn={vi.fn()} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter one of your recovery codes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a code from your authenticator app' }));
    expect(screen.getByLabelText('Digit 1 of 6')).toBeInTheDocument();
  });
});
