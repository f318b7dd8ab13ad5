// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
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
import { DEMO_PASSWORD, loginTokens } from '../support/sign-in.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 10: the profile screen's forms against the sandbox: validation first, refusals shown, input kept. */
const harness = sandboxHarnessForFile(cleanup);

const sent = (method: string, path: string) =>
  harness.requests.filter((request) => request.method === method && request.path === path);

async function openProfile(as = DEMO_EMAIL.merchant) {
  const view = await renderApp(harness, '/manage/profile', { as });
  await findScreen('Profile');
  // a fresh session is asked once for the notification configuration (the shell's modal): not now
  sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  await closeConfigModal();
  return view;
}

async function closeConfigModal() {
  const modal = screen.queryByRole('dialog', { name: 'Notification Configuration' });
  if (modal) await userEvent.setup().click(within(modal).getByRole('button', { name: 'Later' }));
}

/** Empties a demo account's notification configuration straight at the provider, as a new account has it. */
async function emptyConfigOf(email: string) {
  const { access } = await loginTokens(harness.sandbox, email);
  await harness.sandbox.app.fetch(
    new Request('http://sandbox.local/v1/user/update-profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access.token}` },
      body: JSON.stringify({ notificationConfig: {} }),
    }),
  );
}

const channelsForm = () => screen.getByRole('form', { name: 'Notification configuration' });

/** mfa@demo.test signed in through its code, the app rendered at the profile (renderApp signs in by password). */
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
}

describe('the profile screen (/manage/profile)', () => {
  it('shows the password form, the MFA state and one field per notification channel', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByTestId('mfa-status')).toHaveTextContent('Off');
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    const saved = {
      Email: DEMO_EMAIL.merchant,
      Slack: '#maya-payments',
      Webhook: 'https://hooks.demo.test/maya',
      Telegram: '@maya_merchant',
    };
    for (const [label, value] of Object.entries(saved))
      expect(within(channelsForm()).getByRole('textbox', { name: label })).toHaveValue(value);
  });

  it('checks each channel before sending, and asks for at least one', async () => {
    const user = userEvent.setup();
    await emptyConfigOf(DEMO_EMAIL.owner);
    await openProfile(DEMO_EMAIL.owner);
    const form = channelsForm();
    const save = within(form).getByRole('button', { name: 'Save notification configuration' });
    await user.click(save);
    expect(await within(form).findByText('Fill in at least one channel.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'finance@example');
    await user.type(within(form).getByRole('textbox', { name: 'Webhook' }), 'http://example.com/hook');
    await user.type(within(form).getByRole('textbox', { name: 'Telegram' }), 'not a chat');
    await user.type(within(form).getByRole('textbox', { name: 'Slack' }), 'payments');
    await user.click(save);
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Enter an https:// address')).toBeInTheDocument();
    expect(within(form).getByText('Enter a chat id (digits) or an @username')).toBeInTheDocument();
    expect(within(form).getByText('Enter a #channel or an https:// address')).toBeInTheDocument();
    expect(sent('PATCH', '/v1/user/update-profile')).toEqual([]);
  });

  it('says why a webhook the provider must not post to is refused, and sends nothing', async () => {
    const user = userEvent.setup();
    await emptyConfigOf(DEMO_EMAIL.owner);
    await openProfile(DEMO_EMAIL.owner);
    const form = channelsForm();
    const webhook = within(form).getByRole('textbox', { name: 'Webhook' });
    await user.type(webhook, 'https://10.0.0.5/hooks');
    await user.click(within(form).getByRole('button', { name: 'Save notification configuration' }));
    expect(
      await within(form).findByText(
        'The webhook must use a public host name, not an IP address (10.0.0.5 is a private address)',
      ),
    ).toBeInTheDocument();
    expect(webhook).toHaveValue('https://10.0.0.5/hooks');
    expect(sent('PATCH', '/v1/user/update-profile')).toEqual([]);
  });

  it('keeps what was typed and shows the provider’s message when it refuses', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.patch(`${API_ORIGIN}/v1/user/update-profile`, () =>
        HttpResponse.json({ code: 0, data: 'Profile updates are paused' }, { status: 422 }),
      ),
    );
    await openProfile();
    const email = within(channelsForm()).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'finance@example.com');
    await user.click(within(channelsForm()).getByRole('button', { name: 'Save notification configuration' }));
    expect(await within(channelsForm()).findByRole('alert')).toHaveTextContent('Profile updates are paused');
    expect(email).toHaveValue('finance@example.com');
  });

  it('saves the configuration; the shell no longer asks for it in a new session', async () => {
    const user = userEvent.setup();
    await emptyConfigOf(DEMO_EMAIL.merchant);
    await renderApp(harness, '/manage/profile', { as: DEMO_EMAIL.merchant });
    // the shell asks while the configuration is empty
    expect(await screen.findByRole('dialog', { name: 'Notification Configuration' })).toBeInTheDocument();
    await closeConfigModal();
    await user.type(within(channelsForm()).getByRole('textbox', { name: 'Email' }), ' finance@example.com ');
    await user.type(
      within(channelsForm()).getByRole('textbox', { name: 'Webhook' }),
      'https://example.com/hooks/payouts',
    );
    await user.click(within(channelsForm()).getByRole('button', { name: 'Save notification configuration' }));
    await waitFor(() => expect(sent('PATCH', '/v1/user/update-profile')).toHaveLength(1));
    await waitFor(() =>
      expect(within(channelsForm()).getByRole('textbox', { name: 'Email' })).toHaveValue(
        'finance@example.com',
      ),
    );
    cleanup();
    // a new session in this tab: the prompt would open now if the configuration were still empty
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    await findScreen('Notifications');
    expect(screen.queryByRole('dialog', { name: 'Notification Configuration' })).toBeNull();
    expect(
      screen.queryByText(/Please complete the notification configuration to start receiving notifications/),
    ).toBeNull();
  });

  it('password change: checks before sending, shows a wrong current password, keeps the fields', async () => {
    const user = userEvent.setup();
    await openProfile(DEMO_EMAIL.admin);
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'Wrong-pass-1');
    await user.type(within(form).getByLabelText(/^New password/), 'Another-pass-3');
    await user.type(within(form).getByLabelText(/^Confirm/), 'Another-pass-4');
    await user.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(sent('PATCH', '/v1/auth/update-password')).toEqual([]);
    await user.clear(within(form).getByLabelText(/^Confirm/));
    await user.type(within(form).getByLabelText(/^Confirm/), 'Another-pass-3');
    await user.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('Wrong-pass-1');
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('Another-pass-3');
  });

  it('turning MFA on asks for the password first and shows a wrong one', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const form = screen.getByRole('form', { name: 'Turn on two-step verification' });
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByText('Enter your current password')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Current password/), 'Wrong-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('Wrong-pass-1');
  });

  it('turning MFA on with the password opens the setup screen, which returns to the profile', async () => {
    const user = userEvent.setup();
    const { router } = await openProfile(DEMO_EMAIL.owner);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const form = screen.getByRole('form', { name: 'Turn on two-step verification' });
    await user.type(within(form).getByLabelText(/^Current password/), DEMO_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    const secret = (await screen.findByTestId('mfa-secret')).textContent!;
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard(currentCode(secret, new Date()));
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    // issue 33: the recovery codes first, until the user says they saved them
    expect(await screen.findByTestId('recovery-codes')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mfa');
    await user.click(screen.getByLabelText('I have saved these codes somewhere safe'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/profile'));
    await waitFor(() => expect(screen.getByTestId('mfa-status')).toHaveTextContent('On'));
  });

  it('turning MFA off checks the code, shows a wrong one, and turns it off with a right one', async () => {
    const user = userEvent.setup();
    await openProfileWithMfa();
    expect(screen.getByTestId('mfa-status')).toHaveTextContent('On');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step verification' });
    const code = within(form).getByRole('textbox', { name: /6-digit code/ });
    await user.type(code, '12a');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(within(form).getByText('Enter the 6 digits of the code')).toBeInTheDocument();
    expect(sent('POST', '/v1/auth/mfa/disable')).toEqual([]);
    const right = currentCode(DEMO_TOTP_SECRET, new Date(Date.now() + 30_000));
    const wrong = right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
    await user.clear(code);
    await user.type(code, wrong);
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText('Invalid one-time password')).toBeInTheDocument();
    expect(code).toHaveValue(wrong);
    await user.clear(code);
    await user.type(code, right);
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('mfa-status')).toHaveTextContent('Off'));
  });
});
