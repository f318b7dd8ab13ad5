// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { screenSettled } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 12: the payout page (/manage/payout/{id}) against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = DEMO_EMAIL.merchant;

interface PayoutRow {
  _id: string;
  org_id: string;
  payment_count: number;
}

/** The newest paid payout of a user's current organization and environment (the seed pays fortnightly). */
function payoutOf(email: string): PayoutRow {
  return harness.sandbox.db
    .prepare(
      `SELECT p._id, p.org_id, p.payment_count FROM payouts p JOIN users u ON u.email = ?
       WHERE p.env = u.current_env AND p.org_id = u.current_org_id AND p.payment_count > 12
       ORDER BY p.created_at DESC, p._id LIMIT 1`,
    )
    .get(email) as PayoutRow;
}

const tab = (name: RegExp | string) => screen.findByRole('tab', { name });

describe('the payout page', () => {
  it('opens on the summary; the tab chosen goes into the address', async () => {
    const user = userEvent.setup();
    const payout = payoutOf(MERCHANT);
    const { router } = await renderApp(harness, `/manage/payout/${payout._id}`, { as: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: /^Payout of / })).toBeInTheDocument();
    expect(await tab('Summary')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Net')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Status history' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Summary',
      `Payments (${payout.payment_count})`,
      'Disputes',
      'Refunds',
    ]);

    await user.click(await tab('Refunds'));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'refunds' }));
    expect(await tab('Refunds')).toHaveAttribute('aria-selected', 'true');
    await user.click(await tab('Disputes'));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'disputes' }));
    expect(await tab('Disputes')).toHaveAttribute('aria-selected', 'true');
    // back to the first tab through history
    router.history.back();
    await waitFor(async () => expect(await tab('Refunds')).toHaveAttribute('aria-selected', 'true'));
  });

  it('showPayment=true (the notifications’ link) lands on Payments, each payment linking to its transaction', async () => {
    const user = userEvent.setup();
    const payout = payoutOf(MERCHANT);
    const { router } = await renderApp(harness, `/manage/payout/${payout._id}?showPayment=true`, {
      as: MERCHANT,
    });
    expect(await tab(/^Payments/)).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByLabelText('Payments in this payout');
    const links = within(table).getAllByRole('link');
    expect(links).toHaveLength(10);
    const ids = harness.sandbox.db
      .prepare('SELECT payment_id FROM transactions WHERE payout_id = ?')
      .all(payout._id)
      .map((r) => (r as { payment_id: string }).payment_id);
    for (const link of links) {
      expect(ids).toContain(link.textContent);
      expect(link).toHaveAttribute('href', `/manage/transactions/${encodeURIComponent(link.textContent!)}`);
    }

    // the next page of payments, in the address too
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ showPayment: true, page: 2 }));
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Payments in this payout')).getAllByRole('link')[0],
      ).not.toHaveTextContent(links[0]!.textContent!),
    );

    // a payment opens its transaction inside the app
    const first = within(screen.getByLabelText('Payments in this payout')).getAllByRole('link')[0]!;
    await user.click(first);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/transactions/${first.textContent}`),
    );
  });

  it('an unknown id or another organization’s payout is “not found”, never its data', async () => {
    await renderApp(harness, '/manage/payout/ffffffffffffffffffffffff', { as: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payouts' })).toHaveAttribute('href', '/manage/payout/');
    cleanup();

    await renderApp(harness, '/manage/payout/not-an-id', { as: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout not found' })).toBeInTheDocument();
    cleanup();

    // Nordic Gadgets' newest payout in the merchant's environment (the merchant is not a member there)
    const foreign = harness.sandbox.db
      .prepare(
        `SELECT p._id FROM payouts p JOIN organizations o ON o._id = p.org_id JOIN users u ON u.email = ?
         WHERE o.name = 'Nordic Gadgets' AND p.env = u.current_env ORDER BY p.created_at DESC LIMIT 1`,
      )
      .get(MERCHANT) as { _id: string };
    harness.requests.length = 0;
    await renderApp(harness, `/manage/payout/${foreign._id}?showPayment=true`, { as: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout not found' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // its contents were never asked for
    expect(harness.requests.filter((r) => r.path.startsWith('/v1/payout/payments/'))).toEqual([]);
  });

  it('moves the status on screen while the payout is on its way, without a reload', async () => {
    const payout = payoutOf(MERCHANT);
    // an unsettled payout whose last step is due in about a second
    const since = new Date(Date.now() - 2000).toISOString();
    harness.sandbox.db.prepare(`UPDATE payouts SET status = 'processing' WHERE _id = ?`).run(payout._id);
    harness.sandbox.db
      .prepare(`INSERT INTO payout_status_changes (payout_id, status, at) VALUES (?, 'processing', ?)`)
      .run(payout._id, since);
    await renderApp(harness, `/manage/payout/${payout._id}`, { as: MERCHANT });
    await screenSettled();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Processing');
    await waitFor(() => expect(status).toHaveTextContent('Paid'), { timeout: 6000 });
  }, 10_000);

  it('shows its skeleton while the payout is on its way', async () => {
    const payout = payoutOf(MERCHANT);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/payout/detail/:id`, async ({ request }) => {
        await held;
        return harness.sandbox.app.fetch(request);
      }),
    );
    await renderApp(harness, `/manage/payout/${payout._id}`, { as: MERCHANT });
    expect(await screen.findByText('Loading the payout…')).toBeInTheDocument();
    expect(screen.getByTestId('payout-skeleton')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /^Payout of / })).toBeInTheDocument();
    expect(screen.queryByTestId('payout-skeleton')).not.toBeInTheDocument();
  });

  it('says when the payout could not be read, and Try again reads it', async () => {
    const user = userEvent.setup();
    const payout = payoutOf(MERCHANT);
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/payout/detail/:id`, () =>
        HttpResponse.json({ code: 0, data: 'Payouts are unavailable' }, { status: 422 }),
      ),
    );
    await renderApp(harness, `/manage/payout/${payout._id}`, { as: MERCHANT });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('Payouts are unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Payout of / })).toBeInTheDocument();
  });
});
