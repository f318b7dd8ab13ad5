// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
/**
 * Issue 33 part 3 on the signed-in screens, against the sandbox: the profile's two-step section counts the
 * recovery codes left and regenerates them (current code first, then the new codes once); the organization's
 * settings carry the owner's "Require two-step verification for every member" switch.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import type { TokenPair } from '../../src/api/session-port.ts';
import { createApp } from '../../src/app/app.tsx';
import { clearSessionCookies } from '../../src/session/cookies.ts';
import { establishSession } from '../../src/session/establish.ts';
import { resumeSession } from '../../src/session/resume.ts';
import { scopeStore } from '../../src/session/scope.ts';
import { importTokenKey } from '../../src/session/verify-token.ts';
import { NOTIFICATION_MODAL_FLAG } from '../../src/features/notifications/components/notification-config-modal.tsx';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_PASSWORD } from '../support/sign-in.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

const harness = sandboxHarnessForFile(cleanup);

const sent = (method: string, path: string) =>
  harness.requests.filter((request) => request.method === method && request.path === path);

/** mfa@demo.test (MFA on, no recovery codes yet) signed in through its code, the app at the profile. */
async function openProfileWithMfa() {
  clearSessionCookies();
  sessionStorage.clear();
  sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  scopeStore.reload();
  const key = await importTokenKey(harness.sandbox.publicKeyBase64);
  const config = {
    apiBaseUrl: API_ORIGIN,
    jwtPublicKey: harness.sandbox.publicKeyBase64,
    vapidPublicKey: '',
  };
  const app = createApp(config, key, createMemoryHistory({ initialEntries: ['/manage/profile'] }));
  const call = async <T,>(path: string, body: unknown) => {
    const response = await harness.sandbox.app.fetch(
      new Request(`http://sandbox.local${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return ((await response.json()) as { data: T }).data;
  };
  const step = await call<{ id: string; challenge: string }>('/v1/auth/login', {
    email: DEMO_EMAIL.mfa,
    password: DEMO_PASSWORD,
  });
  const session = await call<{ tokens: TokenPair }>('/v1/auth/mfa/verify-otp', {
    id: step.id,
    challenge: step.challenge,
    otp: currentCode(DEMO_TOTP_SECRET, new Date()),
  });
  await establishSession(app.session, session.tokens);
  await resumeSession(app.session, app.api, app.endSession);
  render(<app.App />);
  await findScreen('Profile');
  return app;
}

describe('the profile’s recovery codes', () => {
  it('says how many are left, asks for the current code, shows the new codes once, then counts 10', async () => {
    const user = userEvent.setup();
    const app = await openProfileWithMfa();
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent('No recovery codes left');
    expect(screen.getByText(/Make new recovery codes before you run out/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regenerate codes' }));
    const form = screen.getByRole('form', { name: 'Regenerate recovery codes' });
    const code = within(form).getByRole('textbox', { name: /6-digit code/ });
    await user.type(code, '12');
    await user.click(within(form).getByRole('button', { name: 'Regenerate codes' }));
    expect(within(form).getByText('Enter the 6 digits of the code')).toBeInTheDocument();
    expect(sent('POST', '/v1/auth/mfa/recovery-codes')).toEqual([]);

    // the sign-in used this time step's code: the next one
    const right = currentCode(DEMO_TOTP_SECRET, new Date(Date.now() + 30_000));
    const wrong = right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
    await user.clear(code);
    await user.type(code, wrong);
    await user.click(within(form).getByRole('button', { name: 'Regenerate codes' }));
    expect(await within(form).findByText('Invalid one-time password')).toBeInTheDocument();
    expect(code).toHaveValue(wrong);

    await user.clear(code);
    await user.type(code, right);
    await user.click(within(form).getByRole('button', { name: 'Regenerate codes' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // shown once: leaving before they are saved asks first, and staying keeps them on the screen
    void app.router.navigate({ to: '/main/dashboard/' });
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(leave).toHaveTextContent(
      'Your recovery codes will not be shown again: leave only once you have saved them.',
    );
    await user.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(screen.getByTestId('recovery-codes')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I have saved these codes somewhere safe'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(screen.getByTestId('recovery-codes-left')).toHaveTextContent('10 recovery codes left');
  });

  it('is not shown while two-step verification is off', async () => {
    await renderApp(harness, '/manage/profile', { as: DEMO_EMAIL.developer });
    await findScreen('Profile');
    expect(screen.getByTestId('mfa-status')).toHaveTextContent('Off');
    expect(screen.queryByTestId('recovery-codes-section')).not.toBeInTheDocument();
  });
});

describe('the organization’s two-step requirement', () => {
  it('the owner turns it on with the switch (and off again); the provider stores it', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/manage/organization/', { as: DEMO_EMAIL.merchant });
    // the label holds the explanation too (Mantine's Switch): the name starts with the switch's own words
    const toggle = await screen.findByRole('switch', {
      name: /^Require two-step verification for every member/,
    });
    expect(screen.getByText(/will be asked to set it up at their next sign-in/)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent('PATCH', '/v1/org/update')).toHaveLength(1);
    await screen.findByText('Two-step verification is now required for every member');
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await screen.findByText('Two-step verification is no longer required');
  });

  it('a member who is not the owner reads it without a switch, told only the owner can change it', async () => {
    // admin@demo.test, switched to Maya's Coffee where it is an admin (it signs in at Ada's Atelier, its own)
    await renderApp(harness, '/manage/organization/', { as: DEMO_EMAIL.admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Set as current: Maya's Coffee" }));
    expect(await screen.findByText('Only the owner can change this.')).toBeInTheDocument();
    expect(screen.getByText('Members may choose whether to use two-step verification.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /^Require two-step verification/ })).not.toBeInTheDocument();
  });
});
