// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 10: the API key screen (/manage/apikey/) against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);

/** jsdom is a narrow screen (no media query matches): the keys are cards, a list named "API keys". */
const keysList = () => screen.findByRole('list', { name: 'API keys' });
const rowOf = async (name: string) =>
  (await within(await keysList()).findByText(name)).closest('li') as HTMLElement;

/** Calls the sandbox as `email` (the owner changing a role while the page is open elsewhere). */
async function callAs(email: string, method: string, path: string, body?: unknown) {
  const { access } = await loginTokens(harness.sandbox, email);
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method,
      headers: { Authorization: `Bearer ${access.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return (await response.json()) as { code: number; data: unknown };
}

async function setRoleInCoffee(email: string, role: 'admin' | 'developer' | 'viewer') {
  const members = (await callAs(DEMO_EMAIL.merchant, 'GET', '/v1/org/members')).data as {
    userId: string;
    email: string;
  }[];
  const member = members.find((entry) => entry.email === email)!;
  const answer = await callAs(DEMO_EMAIL.merchant, 'PATCH', '/v1/org/member/update/role', {
    userId: member.userId,
    role,
  });
  expect(answer.code).toBe(1);
}

describe('the API key screen (/manage/apikey/)', () => {
  it('lists the keys of the organization and environment, with NEVER for a key without expiry', async () => {
    await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeInTheDocument();
    const production = await rowOf('Production server');
    expect(within(production).getByTestId('key-expiry')).toHaveTextContent('NEVER');
    expect(within(production).getByTestId('key-prefix').textContent).toMatch(/^pk_test_[0-9a-f]{4}•+$/);
    expect(within(production).getByText('test')).toBeInTheDocument();
    const staging = await rowOf('Staging');
    expect(within(staging).getByTestId('key-expiry').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const old = await rowOf('Old integration');
    expect(within(old).getByText('Revoked')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('checks the name before sending anything', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.merchant });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a test API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), '\u200b  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Give the key a name')).toBeInTheDocument();
    expect(harness.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates a key, shows its secret once and keeps it nowhere after the dialog closes', async () => {
    const user = userEvent.setup();
    const { queries } = await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.merchant });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a test API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Checkout server');
    await user.click(within(dialog).getByRole('radio', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Secret of “Checkout server”' });
    const secret = within(secretDialog).getByTestId('new-key-secret').textContent!;
    expect(secret).toMatch(/^sk_test_[0-9a-f]{48}$/);
    expect(within(secretDialog).getByText(/This secret will not be shown again/)).toBeInTheDocument();
    const row = await rowOf('Checkout server');
    expect(within(row).getByTestId('key-expiry').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // the secret is in no cache, even while it is on screen
    const { queryClient } = await queries.load();
    const cached = () =>
      JSON.stringify([
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state),
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state),
      ]);
    expect(cached()).not.toContain(secret);

    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('new-key-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(secret);
    expect(cached()).not.toContain(secret);
  });

  it("keeps the typed name and shows the provider's refusal when the role was lowered meanwhile", async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.developer });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a test API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nightly job');
    await setRoleInCoffee(DEMO_EMAIL.developer, 'viewer');
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Your role (viewer) cannot create or revoke API keys');
      expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Nightly job');
    } finally {
      await setRoleInCoffee(DEMO_EMAIL.developer, 'developer');
    }
  });

  it('revokes a key after a confirmation naming it', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.merchant });
    const staging = await rowOf('Staging');
    await user.click(within(staging).getByRole('button', { name: 'Revoke Staging' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(confirm.textContent).toContain('“Staging”');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke API key' })).toBeNull());
    await waitFor(async () =>
      expect(within(await rowOf('Staging')).getByText('Revoked')).toBeInTheDocument(),
    );
  });

  it('offers a viewer no action', async () => {
    await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.viewer });
    await rowOf('Production server');
    expect(screen.getByText(/Your role can see this organization's keys/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('shows the empty state, and the error with Try again', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/user/signing-keys`, () => HttpResponse.json({ code: 1, data: [] })),
    );
    await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { name: 'No test API keys yet' })).toBeInTheDocument();
    cleanup();

    harness.server.use(
      http.get(`${API_ORIGIN}/v1/user/signing-keys`, () =>
        HttpResponse.json({ code: 0, data: 'Keys are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.merchant });
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    // the screen's alert, not the toast that says the same
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('Keys are unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Production server')).toBeDefined();
  });

  it('shows its skeleton while the data is on its way', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/user/signing-keys`, async ({ request }) => {
        await delay(1500);
        return harness.sandbox.app.fetch(request);
      }),
    );
    await renderApp(harness, '/manage/apikey/', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByText('Loading API keys…', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await rowOf('Production server')).toBeDefined();
    expect(screen.queryByText('Loading API keys…')).toBeNull();
  });
});
