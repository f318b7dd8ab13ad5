// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
/**
 * Issue 46 point 3 in the app, against the sandbox: the profile's password change says this device stays signed
 * in and the others are signed out, and offers to remove the user's passkeys (with their count) when they have
 * some; the reset page offers it in general words; and a session an organization now requires two-step
 * verification of is led, at its next token refresh, to the setup step rather than just signed out.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { insertPasskey } from '../../sandbox/passkeys/store.ts';
import { setMfaRequired } from '../../sandbox/recovery/requirement.ts';
import { createApp } from '../../src/app/app.tsx';
import { warnRecoverableError } from '../../src/app/recoverable-error.ts';
import { NOTIFICATION_MODAL_FLAG } from '../../src/features/notifications/components/notification-config-modal.tsx';
import { clearSessionCookies } from '../../src/session/cookies.ts';
import { resumeSession } from '../../src/session/resume.ts';
import { scopeStore } from '../../src/session/scope.ts';
import { importTokenKey } from '../../src/session/verify-token.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';
import { signInWithCookies } from '../support/sign-in.ts';

const harness = sandboxHarnessForFile(cleanup, { exposeOutbox: true });
const db = () => harness.sandbox.db;

const userIdOf = (email: string) =>
  (db().prepare('SELECT _id FROM users WHERE email = ?').get(email) as { _id: string })._id;
const passkeysOf = (email: string) =>
  (db().prepare('SELECT COUNT(*) AS n FROM passkeys WHERE user_id = ?').get(userIdOf(email)) as { n: number })
    .n;

/** Gives `email` passkeys as a registration stores them (their keys are never read here). */
function givePasskeys(email: string, names: string[]) {
  for (const name of names)
    insertPasskey(
      db(),
      {
        userId: userIdOf(email),
        credentialId: `cred-${email}-${name}`,
        publicKey: new Uint8Array([1, 2, 3]),
        counter: 0,
        transports: ['internal'],
        rpId: 'localhost',
        name,
      },
      new Date(),
    );
}

const orgNamed = (name: string) =>
  (db().prepare('SELECT _id FROM organizations WHERE name = ?').get(name) as { _id: string })._id;

beforeEach(() => {
  db().prepare('DELETE FROM passkeys').run();
  db().prepare('DELETE FROM org_mfa_requirements').run();
});

async function openProfile(as: string) {
  const view = await renderApp(harness, '/manage/profile', { as });
  await findScreen('Profile');
  // a fresh session is asked once for the notification configuration (the shell's modal): not now
  sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  const modal = screen.queryByRole('dialog', { name: 'Notification Configuration' });
  if (modal) await userEvent.setup().click(within(modal).getByRole('button', { name: 'Later' }));
  return view;
}

async function typePasswords(form: HTMLElement, current: string, next: string) {
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText(/^Current password/), current);
  await user.type(within(form).getByLabelText(/^New password/), next);
  await user.type(within(form).getByLabelText(/^Confirm/), next);
}

describe('changing the password on the profile', () => {
  it('says this device stays signed in, offers to remove the passkeys (counted), and removes them', async () => {
    givePasskeys(DEMO_EMAIL.developer, ['Work laptop', 'Phone']);
    const user = userEvent.setup();
    const { router } = await openProfile(DEMO_EMAIL.developer);
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(form).toHaveTextContent('You stay signed in here; other devices are signed out.');
    const choice = await within(form).findByRole('checkbox', { name: 'Also remove my passkeys (2)' });
    expect(choice).not.toBeChecked();
    const passkeys = screen.getByRole('region', { name: 'Passkeys' });
    expect(await within(passkeys).findByText('Work laptop')).toBeInTheDocument();

    await typePasswords(form, DEMO_PASSWORD, 'Another-pass-3');
    await user.click(choice);
    await user.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated. Your passkeys were removed.')).toBeInTheDocument();
    expect(passkeysOf(DEMO_EMAIL.developer)).toBe(0);
    // the passkeys section follows, the choice goes, and this device is still signed in on the profile
    expect(await within(passkeys).findByText('No passkeys yet.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/manage/profile');
  }, 30_000);

  it('keeps the passkeys unless asked, and offers nothing to remove to a user without any', async () => {
    givePasskeys(DEMO_EMAIL.viewer, ['Tablet']);
    const user = userEvent.setup();
    await openProfile(DEMO_EMAIL.viewer);
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(
      await within(form).findByRole('checkbox', { name: 'Also remove my passkeys (1)' }),
    ).toBeInTheDocument();
    await typePasswords(form, DEMO_PASSWORD, 'Another-pass-4');
    await user.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(passkeysOf(DEMO_EMAIL.viewer)).toBe(1);
    cleanup();

    await openProfile(DEMO_EMAIL.admin);
    const other = screen.getByRole('form', { name: 'Change password' });
    expect(other).toHaveTextContent('You stay signed in here; other devices are signed out.');
    await within(screen.getByRole('region', { name: 'Passkeys' })).findByText('No passkeys yet.');
    expect(within(other).queryByRole('checkbox')).not.toBeInTheDocument();
  }, 30_000);
});

describe('resetting the password through the emailed link', () => {
  it('offers to remove any passkeys of the account, says every device is signed out, and removes them', async () => {
    givePasskeys(DEMO_EMAIL.owner, ['Desk']);
    await harness.sandbox.app.fetch(
      new Request(`${API_ORIGIN}/v1/auth/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL.owner }),
      }),
    );
    const outbox = (await (
      await harness.sandbox.app.fetch(
        new Request(`${API_ORIGIN}/__sandbox/outbox?to=${encodeURIComponent(DEMO_EMAIL.owner)}`),
      )
    ).json()) as { data: { link: string }[] };
    const user = userEvent.setup();
    await renderApp(harness, outbox.data[0]!.link);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(
      screen.getByText('Every device signed in to your account will be signed out.'),
    ).toBeInTheDocument();
    const choice = screen.getByRole('checkbox', { name: 'Also remove any passkeys on my account' });
    await user.type(screen.getByLabelText(/^New password/), 'Another-pass-5');
    await user.type(screen.getByLabelText(/^Confirm/), 'Another-pass-5');
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(passkeysOf(DEMO_EMAIL.owner)).toBe(0);
  }, 30_000);
});

describe('an organization that now requires two-step verification', () => {
  it('leads an open session, at its next refresh, to the setup step that names it', async () => {
    const { router, api } = await renderApp(harness, '/main/dashboard', { as: DEMO_EMAIL.admin });
    await findScreen('Dashboard');
    setMfaRequired(db(), orgNamed("Maya's Coffee"), true, new Date());
    // the access token is refused once (as when it expires): the client refreshes
    harness.server.use(
      http.get(
        `${API_ORIGIN}/v1/user/profile`,
        () => HttpResponse.json({ code: 0, message: 'Please authenticate' }, { status: 401 }),
        { once: true },
      ),
    );
    await api.GET('/v1/user/profile').catch(() => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(await screen.findByTestId('mfa-required-by')).toHaveTextContent(
      "Maya's Coffee requires two-step verification for every member: set it up to continue.",
    );
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('mfa-secret')).toBeInTheDocument();
  }, 30_000);

  it('leads there when the app starts on the sign-in page with a session to resume', async () => {
    clearSessionCookies();
    sessionStorage.clear();
    scopeStore.reload();
    const tokenKey = await importTokenKey(harness.sandbox.publicKeyBase64);
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const app = createApp(
      { apiBaseUrl: API_ORIGIN, jwtPublicKey: harness.sandbox.publicKeyBase64, vapidPublicKey: '' },
      tokenKey,
      history,
    );
    await signInWithCookies(app.session, harness.sandbox, DEMO_EMAIL.admin);
    setMfaRequired(db(), orgNamed("Maya's Coffee"), true, new Date());
    // the access token is gone (expired while the app was closed): the start refreshes
    document.cookie = 'access_token=; Path=/; Secure; SameSite=Strict; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await resumeSession(app.session, app.api, app.endSession);
    render(<app.App />, { onRecoverableError: warnRecoverableError });
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(await screen.findByTestId('mfa-required-by')).toHaveTextContent("Maya's Coffee");
    expect(app.router.state.location.pathname).toBe('/mfa');
  }, 30_000);
});
