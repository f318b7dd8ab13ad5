// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanup } from '@testing-library/react';
import { http } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
afterEach(() => {
  cleanup();
  harness.server.resetHandlers();
});
afterAll(() => harness.close());

describe('route level: the app against the sandbox', () => {
  it('sends a signed-out visitor of a protected route to sign-in, keeping where they were going', async () => {
    const { router } = await renderApp(harness, '/manage/transactions/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toEqual({ next: '/manage/transactions/' });
  });

  it('shows a signed-in merchant the shell with their name, role and organization', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Maya Merchant').length).toBeGreaterThan(0));
    expect(screen.getAllByText('OWNER').length).toBeGreaterThan(0);
    expect(harness.requests.some((request) => request.path === '/v1/user/profile')).toBe(true);
  });

  it('opens the payout page of a notification from the bell (docs/product/02-screens.md §2.1 deep link)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    await user.click(await screen.findByRole('button', { name: /^Notifications, [1-9]/ }));
    // jsdom never finishes Mantine's opening transition, so the open panel still counts as hidden here
    const panel = await screen.findByRole('dialog', { hidden: true });
    const items = await within(panel).findAllByRole('link', { name: /^Payout of /, hidden: true });
    await user.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/manage\/payout\/[0-9a-f]{24}$/));
    expect(router.state.location.search).toEqual({ showPayment: true });
  });

  it("shows the next screen's heading as soon as a menu entry is tapped, while its data is on its way", async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 15_000 });
    // the payout list's data is held until the frame has been checked
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/payout`, async ({ request }) => {
        await held;
        return harness.sandbox.app.fetch(request);
      }),
    );
    // jsdom is a narrow screen: the menu is in the drawer behind the burger
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Payout' }));
    // in the render of the tap itself: no waiting (the router's own pending view would take a second)
    expect(screen.getByRole('heading', { name: 'Payouts', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard', level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('Loading payouts…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: 'Payouts' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
