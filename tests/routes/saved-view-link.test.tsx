// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import { scopeStore } from '../../src/session/scope.ts';

/**
 * Issue 34: a saved view's share link (/views/<id>) opens its filtered list for a member of its organization,
 * and says on the page why it does not for an outsider, or offline.
 */
const harness = sandboxHarnessForFile(cleanup);

const SLOW = { timeout: 15_000 };

/** Calls the sandbox as a demo account. */
async function asUser(email: string, method: string, path: string, body?: unknown): Promise<Response> {
  const { access } = await loginTokens(harness.sandbox, email);
  return harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method,
      headers: { Authorization: `Bearer ${access.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** A view saved by Maya's Coffee's owner (by default a transactions view, in the test environment). */
async function ownersView(
  view: { list: string; filters: Record<string, string> } = {
    list: 'transactions',
    filters: { status: 'failed', currency: 'USD' },
  },
): Promise<string> {
  const response = await asUser(DEMO_EMAIL.merchant, 'POST', '/v1/views', {
    name: `View ${Math.random()}`,
    ...view,
  });
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

describe('a saved view’s share link', { timeout: 60_000 }, () => {
  it('opens the same filtered list for another member of the organization', async () => {
    const id = await ownersView();
    const { router } = await renderApp(harness, `/views/${id}`, { as: DEMO_EMAIL.viewer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/transactions'), SLOW);
    expect(router.state.location.search).toMatchObject({ status: 'failed', currency: 'USD' });
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible(),
      SLOW,
    );
  });

  it('switches to the view’s environment first when it is not the one on screen', async () => {
    await asUser(DEMO_EMAIL.merchant, 'PATCH', '/v1/user/switchEnv?env=live');
    const id = await ownersView({ list: 'payouts', filters: { status: 'paid' } });
    await asUser(DEMO_EMAIL.merchant, 'PATCH', '/v1/user/switchEnv?env=test');
    const { router } = await renderApp(harness, `/views/${id}`, { as: DEMO_EMAIL.viewer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/payout'), SLOW);
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'paid' }), SLOW);
    expect(scopeStore.get().env).toBe('live');
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible(),
      SLOW,
    );
    // the viewer's next sign-in starts in test again, as the other cases expect
    await asUser(DEMO_EMAIL.viewer, 'PATCH', '/v1/user/switchEnv?env=test');
  });

  it('is refused on the page for an outsider, with a link to the dashboard', async () => {
    const id = await ownersView();
    await renderApp(harness, `/views/${id}`, { as: DEMO_EMAIL.owner });
    expect(
      await screen.findByRole('heading', { name: 'This saved view cannot be opened' }, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/main/dashboard/',
    );
  });

  it('is refused the same way for a malformed or unknown id', async () => {
    await renderApp(harness, '/views/not-an-id', { as: DEMO_EMAIL.viewer });
    expect(
      await screen.findByRole('heading', { name: 'This saved view cannot be opened' }, SLOW),
    ).toBeVisible();
  });

  it('says so offline, and opens when tried again', async () => {
    const id = await ownersView();
    harness.server.use(http.get(`${API_ORIGIN}/v1/views/:id`, () => HttpResponse.error()));
    const { router } = await renderApp(harness, `/views/${id}`, { as: DEMO_EMAIL.viewer });
    expect(await screen.findByRole('heading', { name: 'You are offline' }, SLOW)).toBeVisible();
    harness.server.resetHandlers();
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/transactions'), SLOW);
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible(),
      SLOW,
    );
  });
});
