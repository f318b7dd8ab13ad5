// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanup } from '@testing-library/react';
import { renderApp } from '../support/render-app.tsx';
import { startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
afterEach(() => cleanup());
afterAll(() => harness.close());

describe('route level: the app against the sandbox', () => {
  it('sends a signed-out visitor of a protected route to sign-in, keeping where they were going', async () => {
    const { router } = await renderApp(harness, '/manage/transactions/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toEqual({ next: '/manage/transactions/' });
  });

  it('shows a signed-in merchant the shell with their name, role and organization', async () => {
    await renderApp(harness, '/main/dashboard/', { as: 'merchant@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Maya Merchant').length).toBeGreaterThan(0));
    expect(screen.getAllByText('OWNER').length).toBeGreaterThan(0);
    expect(harness.requests.some((request) => request.path === '/v1/user/profile')).toBe(true);
  });

  it('opens the payout page of a notification from the bell (SPEC §2 deep link)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/dashboard/', { as: 'merchant@demo.test' });
    await user.click(await screen.findByRole('button', { name: /^Notifications, [1-9]/ }));
    // jsdom never finishes Mantine's opening transition, so the open panel still counts as hidden here
    const panel = await screen.findByRole('dialog', { hidden: true });
    const items = await within(panel).findAllByRole('link', { name: /^Payout of /, hidden: true });
    await user.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/manage\/payout\/[0-9a-f]{24}$/));
    expect(router.state.location.search).toEqual({ showPayment: true });
  });
});
