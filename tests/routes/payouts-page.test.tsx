// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatMoney, toDecimal } from '../../src/lib/money.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 12: the payout list (/manage/payout/) against the sandbox: list, paging in the URL, available amounts. */
const harness = sandboxHarnessForFile(cleanup);

/** The first paint of the whole app (shell, memberships, the screen's queries) on a busy 2-core machine. */
const SLOW = { timeout: 15_000 };
/** jsdom is a narrow screen: each payout is a card of label and value (a table from 992 px, see e2e). */
const list = () => screen.findByRole('list', { name: 'Payouts' }, SLOW);
const cards = async () => within(await list()).getAllByRole('listitem');
const valuesOf = (card: HTMLElement) => [...card.querySelectorAll('dd')].map((cell) => cell.textContent);

/** Calls the sandbox as `email`, returning the envelope's data. */
async function callAs<T>(email: string, path: string, init: RequestInit = {}): Promise<T> {
  const { access } = await loginTokens(harness.sandbox, email);
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${access.token}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    }),
  );
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, JSON.stringify(body.data)).toBe(1);
  return body.data;
}

describe('the payout list (/manage/payout/)', { timeout: 60_000 }, () => {
  it('lists payouts with status, net amount, currency, period and date, each opening its page', async () => {
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const [first] = await cards();
    const [status, net, currency, period, created] = valuesOf(first!);
    expect(status).toMatch(/^(Pending|Processing|Paid|Failed)$/);
    expect(net).toMatch(new RegExp(`^[\\d,]+\\.\\d{2,8} ${currency}$`));
    expect(currency).toMatch(/^(USD|EUR|BTC|ETH|USDT|USDC)$/);
    expect(period).toMatch(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
    expect(created).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC$/);
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/manage\/payout\/[0-9a-f]{24}$/),
    );
  });

  it('shows what is available to pay out per currency, exact, as the provider computes it', async () => {
    const balances = await callAs<{ currency: string; amount: number; paymentCount: number }[]>(
      DEMO_EMAIL.merchant,
      '/v1/payout/payment/currencies',
    );
    const currencies = await callAs<{ code: string; currencyType: 'fiat' | 'crypto'; decimals: number }[]>(
      DEMO_EMAIL.merchant,
      '/v1/config/currency',
    );
    expect(balances.length).toBeGreaterThan(0);
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const section = (await screen.findByRole('heading', { name: 'Available to pay out' }, SLOW)).closest(
      'section',
    )!;
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('available-amount')
          .map((node) => node.textContent),
      ).toEqual(
        balances.map((balance) => formatMoney(toDecimal(balance.amount), balance.currency, currencies)),
      ),
    );
    // offered to the owner once the shell's memberships say so
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('button', { name: /^Pay out / }).map((button) => button.textContent),
        ).toEqual(balances.map((balance) => `Pay out ${balance.currency}`)),
      SLOW,
    );
  });

  it('keeps page and limit in the URL, and falls back from invalid values', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/manage/payout/?limit=10', { as: DEMO_EMAIL.merchant });
    await list();
    expect(router.state.location.search).toEqual({});
    const pages = screen.getByRole('navigation', { name: 'Payout pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(screen.getByText(/^Page 2 of \d+$/)).toBeInTheDocument());
    const listed = harness.requests.filter((request) => request.path === '/v1/payout');
    expect(listed.length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '20');
    await waitFor(() => expect(router.state.location.search).toEqual({ limit: 20 }));
    await waitFor(async () => expect((await cards()).length).toBeGreaterThan(10));
    cleanup();
    const invalid = await renderApp(harness, '/manage/payout/?page=-1&limit=abc', {
      as: DEMO_EMAIL.merchant,
    });
    await list();
    expect(invalid.router.state.location.search).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('10');
  });

  it('moves a pending payout’s status on screen without a reload', async () => {
    const payout = await callAs<{ _id: string }>(DEMO_EMAIL.merchant, '/v1/payout/create?currency=USD', {
      method: 'POST',
      headers: { 'Idempotency-Key': `list-test-${Date.now()}` },
      body: JSON.stringify({ endDate: new Date().toISOString().slice(0, 10), currencyCategory: 'fiat' }),
    });
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const card = () => cardOf(payout._id);
    await list();
    expect(valuesOf(card())[0]).toMatch(/^(Pending|Processing)$/);
    harness.sandbox.db.prepare(`UPDATE payouts SET status = 'paid' WHERE _id = ?`).run(payout._id);
    await waitFor(() => expect(valuesOf(card())[0]).toBe('Paid'), { timeout: 10_000 });
  });

  it('says so when there is no payout yet', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/payout`, () =>
        HttpResponse.json({
          code: 1,
          data: { payouts: [], page: 1, limit: 10, totalPages: 0, totalResults: 0 },
        }),
      ),
    );
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { name: 'No payouts yet' }, SLOW)).toBeInTheDocument();
  });

  it('shows the error with Try again, which loads the list once the provider answers', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/payout`, () =>
        HttpResponse.json({ code: 0, data: 'Payouts are unavailable' }, { status: 422 }),
      ),
    );
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }, SLOW);
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('Payouts are unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect((await cards()).length).toBeGreaterThan(0);
  });
});

/** The card of one payout, found by its link. */
function cardOf(id: string): HTMLElement {
  const link = document.querySelector(`a[href="/manage/payout/${id}"]`);
  if (!link) throw new Error(`payout ${id} is not listed`);
  return link.closest('li') as HTMLElement;
}
