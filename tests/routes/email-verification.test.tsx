// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';
import { startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

/** Security review item 3 as a user meets it: the emailed link, the shell's banner, the invitation screen. */
let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
afterEach(() => cleanup());
afterAll(() => harness.close());

let counter = 0;

async function sandboxCall(path: string, init: { token?: string; body?: unknown; method?: string } = {}) {
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method: init.method ?? 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

/**
 * A newly registered account (unverified), set up so it can sign in like a demo account: the password is the
 * demo one, MFA skipped, terms accepted and notifications configured (no modal over the screen).
 */
async function newcomer(): Promise<string> {
  const email = `jsdom-newcomer-${++counter}@demo.test`;
  const registered = await sandboxCall('/v1/auth/register', {
    body: { name: 'Nora Newcomer', email, password: DEMO_PASSWORD },
  });
  expect(registered.status).toBe(201);
  harness.sandbox.db
    .prepare(
      `UPDATE users SET mfa_status = 'skipped', is_accepted = 1, notification_config = '{"email":"on"}'
       WHERE email = ?`,
    )
    .run(email);
  return email;
}

function verificationToken(email: string): string {
  const row = harness.sandbox.db
    .prepare("SELECT link FROM outbox WHERE to_email = ? AND link LIKE '/verify-email?%' ORDER BY id DESC")
    .get(email) as { link: string };
  return new URL(row.link, 'https://localhost').searchParams.get('token')!;
}

describe('email verification in the app', () => {
  it('the emailed link verifies the address once; opening it again shows the server message', async () => {
    const email = await newcomer();
    const token = verificationToken(email);
    await renderApp(harness, `/verify-email?token=${token}`);
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    cleanup();

    await renderApp(harness, `/verify-email?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid, already used or expired',
    );
  });

  it('shows a signed-in unverified user a banner whose Resend email reports the wait, then the sending', async () => {
    const user = userEvent.setup();
    const email = await newcomer();
    await renderApp(harness, '/main/dashboard/', { as: email });
    const banner = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(banner).toHaveTextContent(email);

    // registration has just sent a link: asking again at once is refused with the server's message
    await user.click(within(banner).getByRole('button', { name: 'Resend email' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(
      /^Please wait \d+ seconds? before asking for another verification email$/,
    );

    harness.sandbox.db
      .prepare(
        `UPDATE email_verifications SET created_at = '2000-01-01T00:00:00.000Z'
         WHERE user_id = (SELECT _id FROM users WHERE email = ?)`,
      )
      .run(email);
    await user.click(within(banner).getByRole('button', { name: 'Resend email' }));
    expect(await within(banner).findByRole('status')).toHaveTextContent(
      `A verification link has been sent to ${email}`,
    );
  });

  it('a signed-in user who opens the link continues to the app, where the banner is gone', async () => {
    const user = userEvent.setup();
    const email = await newcomer();
    const { router } = await renderApp(harness, '/main/dashboard/', { as: email });
    expect(await screen.findByRole('region', { name: 'Verify your email address' })).toBeInTheDocument();
    await router.navigate({ to: '/verify-email', search: { token: verificationToken(email) } });
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main/dashboard/');
    // once the profile is read again (the shell may open on the cached one while it is)
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument(),
    );
  });

  it('the invitation screen explains why an unverified user cannot accept, with the resend action', async () => {
    const user = userEvent.setup();
    const email = await newcomer();
    const owner = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    const invited = await sandboxCall('/v1/team/invite', {
      token: owner.access.token,
      body: { email, role: 'developer' },
    });
    expect(invited.status).toBe(201);

    await renderApp(harness, '/manage/organization/', { as: email });
    const invitations = await screen.findByRole('region', { name: 'Invitations to you' });
    await user.click(await within(invitations).findByRole('button', { name: /^Accept invitation to / }));
    expect(await within(invitations).findByRole('alert')).toHaveTextContent(
      'Verify your email address before accepting this invitation',
    );
    expect(within(invitations).getByRole('button', { name: 'Resend email' })).toBeInTheDocument();

    const verified = await sandboxCall('/v1/auth/verify-email', {
      body: { token: verificationToken(email) },
    });
    expect(verified.status).toBe(200);
    await user.click(within(invitations).getByRole('button', { name: /^Accept invitation to / }));
    expect(await within(invitations).findByRole('status')).toHaveTextContent(
      /^You joined .+ as developer\.$/,
    );
  });
});
