// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 11: the transactions list through the route: the URL's validation, the request it makes, debounce. */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = { as: DEMO_EMAIL.merchant };

/** Every GET /v1/transaction (and /v1/dispute) with its query, in order. */
let listCalls: URLSearchParams[] = [];
let disputeCalls: URLSearchParams[] = [];
beforeAll(() => {
  harness.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/transaction') listCalls.push(url.searchParams);
    if (url.pathname === '/v1/dispute') disputeCalls.push(url.searchParams);
  });
});
const reset = () => {
  listCalls = [];
  disputeCalls = [];
};
const lastCall = () => Object.fromEntries(listCalls.at(-1) ?? []);
/** jsdom is a narrow screen: each payment is a card (a table from 992 px, see e2e). */
const cards = async () =>
  within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
/** jsdom is a narrow screen: the filters other than search are behind the "Filters" button, in a sheet */
const openFilters = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return within(await screen.findByRole('dialog', { name: 'Filters' }));
};

describe('the transactions list (/manage/transactions/)', () => {
  it('lists a page of payments with exact amounts and statuses, asking for page 1 of 10 newest first', async () => {
    reset();
    await renderApp(harness, '/manage/transactions/', MERCHANT);
    const list = await cards();
    expect(list).toHaveLength(10);
    expect(list[0]).toHaveTextContent(/[\d,]+\.\d{2,8} (BTC|ETH|USDT|USDC|USD|EUR)/);
    expect(lastCall()).toEqual({ page: '1', limit: '10', sortField: 'createdAt', sortOrder: 'desc' });
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('turns hostile params into a working screen and a request the provider accepts', async () => {
    reset();
    const { router } = await renderApp(
      harness,
      '/manage/transactions/?limit=100000&page=-5&status=%3Cscript%3Ealert(1)%3C%2Fscript%3E' +
        '&startDate=2025-02-30&endDate=2025-03-01&sortField=__proto__&isProcessed=maybe&keyId=1%20OR%201' +
        '&tab=%3Cimg%3E&view=all2',
      MERCHANT,
    );
    expect(await cards()).not.toHaveLength(0);
    expect(lastCall()).toEqual({ page: '1', limit: '100', sortField: 'createdAt', sortOrder: 'desc' });
    expect(document.querySelector('script:not([src])')).toBeNull();
    expect(screen.queryByText(/alert\(1\)/)).toBeNull();
    // the address keeps only what was valid: the bounded page size
    expect(router.state.location.search).toEqual({ limit: 100 });
    // no filter survived: the Filters button counts none
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
    const sheet = await openFilters(userEvent.setup());
    expect(sheet.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('writes a filter to the URL, starts again from page 1 and asks the provider with it', async () => {
    reset();
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/manage/transactions/?page=2', MERCHANT);
    await cards();
    const sheet = await openFilters(user);
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ status: 'failed', page: '1' }));
    await waitFor(async () => {
      for (const card of await cards()) expect(card).toHaveTextContent('Failed');
    });
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await waitFor(() => expect(lastCall()).toMatchObject({ status: 'failed', currency: 'EUR' }));
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Processed' }), 'false');
    await waitFor(() => expect(lastCall()).toMatchObject({ isProcessed: 'false' }));
    await user.click(sheet.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(lastCall()).toHaveProperty('startDate'));
    expect(router.state.location.search).toMatchObject({
      status: 'failed',
      currency: 'EUR',
      isProcessed: false,
    });
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 4 active');
    await user.click(sheet.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('debounces the search: one request for what was typed, once typing pauses', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/manage/transactions/', MERCHANT);
    await cards();
    reset();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'order');
    expect(listCalls).toHaveLength(0);
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'order' }));
    await waitFor(() => expect(listCalls).toHaveLength(1));
    expect(lastCall()).toMatchObject({ search: 'order', page: '1' });
  });

  it('keeps a status chosen while a typed search waits for its pause (issue 27, point 4)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/manage/transactions/', MERCHANT);
    await cards();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'order');
    const sheet = await openFilters(user);
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Status' }), 'refunded');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'order', status: 'refunded' }),
    );
    expect(sheet.getByRole('combobox', { name: 'Status' })).toHaveValue('refunded');
  });

  it('cancels the request of a view that a newer view replaced', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/manage/transactions/', MERCHANT);
    await cards();
    const aborted: string[] = [];
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/transaction`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') !== 'failed') return undefined;
        request.signal.addEventListener('abort', () => aborted.push(request.url));
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return undefined;
      }),
    );
    const sheet = await openFilters(user);
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed' }));
    // the previous page stays on screen, marked as updating, while the slow answer is awaited
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    expect(await cards()).toHaveLength(10);
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Status' }), 'expired');
    await waitFor(() => expect(aborted).toHaveLength(1));
    expect(aborted[0]).toContain('status=failed');
    await waitFor(async () => {
      for (const card of await cards()) expect(card).toHaveTextContent('Expired');
    });
  });

  it('tells "nothing matches" (with Clear filters) from "no payments yet"', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(
      harness,
      '/manage/transactions/?search=no-such-payment-anywhere',
      MERCHANT,
    );
    expect(
      await screen.findByRole('heading', { name: 'No payment matches these filters' }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await cards()).toHaveLength(10);
    cleanup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/transaction`, () =>
        HttpResponse.json({
          code: 1,
          data: { page: 1, limit: 10, totalPages: 0, totalResults: 0, results: [] },
        }),
      ),
    );
    await renderApp(harness, '/manage/transactions/', MERCHANT);
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });

  it('shows a failed list with Try again, which asks again', async () => {
    let fail = true;
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/transaction`, () =>
        fail ? HttpResponse.json({ code: 0, data: 'The ledger is resting' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await renderApp(harness, '/manage/transactions/', MERCHANT);
    // the list's own alert (a toast says it too): the one that offers to try again
    const alert = (
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 })
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('The ledger is resting');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(10);
  }, 15_000);

  it('reloads for a switch to live, keeping the filters of the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/manage/transactions/?status=success', MERCHANT);
    const firstTest = (await cards())[0]!.textContent;
    reset();
    const [testMode] = screen.getAllByRole('switch', { name: 'Test mode' });
    await user.click(testMode!);
    await waitFor(async () => expect((await cards())[0]!.textContent).not.toBe(firstTest));
    expect(router.state.location.search).toEqual({ status: 'success' });
    expect(lastCall()).toMatchObject({ status: 'success', page: '1' });
    for (const card of await cards()) expect(card).toHaveTextContent('Succeeded');
  });

  it('opens the Disputes tab from the URL, with countdowns and links to the payments', async () => {
    reset();
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/manage/transactions/', MERCHANT);
    await cards();
    await user.click(screen.getByRole('tab', { name: 'Disputes' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'disputes' }));
    const list = await screen.findByRole('list', { name: 'Disputes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveTextContent(/(\d+ (days?|hours?|minutes?) left|Overdue|Closed \((won|lost)\))/);
    expect(within(rows[0]!).getByRole('link', { name: /^pay_/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/manage\/transactions\/pay_/),
    );
    expect(disputeCalls.at(-1)?.get('page')).toBe('1');
    // the transaction list is not asked for while the disputes are shown
    expect(Object.fromEntries(disputeCalls.at(-1)!)).toEqual({ page: '1', limit: '10' });
  });
});
