// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { components } from '../../src/shared/provider-schema.gen.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../src/lib/money.ts';
import { scopeStore } from '../../src/session/scope.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 11: the dashboard's figures against the sandbox's metrics, through msw. */
const harness = sandboxHarnessForFile(cleanup);

type Metrics = components['schemas']['TransactionMetrics'];
type Currency = components['schemas']['Currency'];

/** Every metrics request the app made in this test, as URLs (the harness keeps paths only). */
const metricsUrls: URL[] = [];
beforeAll(() => {
  harness.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/transaction/metrics') metricsUrls.push(url);
  });
});

const DAY = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const today = () => utcDay(Date.now());

/** Asks the sandbox itself, with the headers of the app's last request (its token, a master's selection). */
async function provider<T>(path: string): Promise<T> {
  const last = [...harness.requests].reverse().find((request) => request.path === '/v1/transaction/metrics');
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, { headers: last!.headers }),
  );
  return ((await response.json()) as { data: T }).data;
}

const providerMetrics = (startDate: string, endDate: string) =>
  provider<Metrics>(`/v1/transaction/metrics?startDate=${startDate}&endDate=${endDate}`);

/** The range of the last metrics request the app made. */
function lastRange() {
  const url = metricsUrls[metricsUrls.length - 1]!;
  return { startDate: url.searchParams.get('startDate'), endDate: url.searchParams.get('endDate') };
}

/** What each currency card shows: its volume and its count line. */
function shownCurrencies() {
  const list = screen.getByRole('list', { name: 'Volume by currency' });
  return within(list)
    .getAllByRole('listitem')
    .map((card) => ({
      testId: card.getAttribute('data-testid'),
      volume: card.querySelector('[data-role="value"]')!.textContent,
      count: card.querySelector('[data-role="detail"]')!.textContent,
    }));
}

/** The dashboard shows exactly the provider's per-currency figures and status counts for the range. */
async function expectFiguresOf(metrics: Metrics) {
  const currencies = await provider<Currency[]>('/v1/config/currency');
  expect(metrics.currencies.length).toBeGreaterThan(1);
  expect(shownCurrencies()).toEqual(
    metrics.currencies.map((entry) => ({
      testId: `currency-${entry.currency}`,
      volume: formatMoney(toDecimal(entry.volume), entry.currency, currencies),
      count: `${entry.count.toLocaleString('en-US')} ${entry.count === 1 ? 'payment' : 'payments'}`,
    })),
  );
  const statuses = within(screen.getByRole('list', { name: 'Payments by status' }));
  for (const [status, count] of Object.entries(metrics.byStatus)) {
    expect(statuses.getByTestId(`status-${status}`).textContent).toContain(count.toLocaleString('en-US'));
  }
  expect(screen.getByTestId('total-count').textContent).toContain(metrics.totalCount.toLocaleString('en-US'));
}

describe('the dashboard (/main/dashboard/)', () => {
  it('shows the last 30 days by default, per currency, as the provider counts them', async () => {
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Volume by currency' });
    expect(lastRange()).toEqual({ startDate: utcDay(Date.now() - 29 * DAY), endDate: today() });
    expect(router.state.location.search).toEqual({});
    await expectFiguresOf(await providerMetrics(utcDay(Date.now() - 29 * DAY), today()));
    expect(screen.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
  });

  it('never adds amounts of different currencies together', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    await screen.findByRole('list', { name: 'Volume by currency' });
    const metrics = await providerMetrics(utcDay(Date.now() - 29 * DAY), today());
    // every amount on the page names one currency; no figure is a sum over currencies
    const text = document.getElementById('main-content')?.textContent ?? document.body.textContent!;
    expect(text).not.toMatch(/total volume/i);
    const volumes = shownCurrencies().map((card) => card.volume!);
    for (const volume of volumes) expect(volume).toMatch(/^[\d,]+(\.\d+)? [A-Z]{3,4}$/);
    expect(new Set(volumes.map((volume) => volume.split(' ')[1])).size).toBe(metrics.currencies.length);
    // the refunds, one line per currency
    for (const refund of metrics.refunds) {
      expect(screen.getByTestId(`refund-${refund.currency}`).textContent).toContain(refund.currency);
    }
  });

  it('changes the request and the figures with each preset, and keeps the range in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    await screen.findByRole('list', { name: 'Volume by currency' });
    const before = shownCurrencies();

    await user.click(screen.getByRole('link', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '7d' }));
    await waitFor(() =>
      expect(lastRange()).toEqual({ startDate: utcDay(Date.now() - 6 * DAY), endDate: today() }),
    );
    await waitFor(() => expect(shownCurrencies()).not.toEqual(before));
    await expectFiguresOf(await providerMetrics(utcDay(Date.now() - 6 * DAY), today()));
    expect(screen.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'This month' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ range: 'month' }));
    expect(lastRange()).toEqual({ startDate: `${today().slice(0, 8)}01`, endDate: today() });

    await user.click(screen.getByRole('link', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ range: 'today' }));
    expect(lastRange()).toEqual({ startDate: today(), endDate: today() });

    await user.click(screen.getByRole('link', { name: '30 days' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.href).toBe('/main/dashboard/');
  });

  it('opens a custom range from the address', async () => {
    const { router } = await renderApp(
      harness,
      '/main/dashboard/?range=custom&startDate=2026-01-01&endDate=2026-01-31',
      { as: DEMO_EMAIL.merchant },
    );
    await findScreen('Dashboard');
    await waitFor(() => expect(lastRange()).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' }));
    expect(router.state.location.search).toEqual({
      range: 'custom',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(screen.getByTestId('dashboard-range').textContent).toContain('01/01/2026 – 31/01/2026');
  });

  it.each([
    '?range=forever',
    '?range=custom&startDate=2025-02-30&endDate=2025-03-01',
    '?startDate=2026-03-01&endDate=2026-02-01',
    '?range=custom&startDate=2000-01-01&endDate=2026-01-01',
    '?range=%3Cscript%3Ealert(1)%3C%2Fscript%3E&startDate=x',
  ])('falls back to 30 days, without an error page, for %s', async (hostile) => {
    metricsUrls.length = 0;
    const { router } = await renderApp(harness, `/main/dashboard/${hostile}`, { as: DEMO_EMAIL.merchant });
    await screen.findByRole('list', { name: 'Volume by currency' });
    expect(lastRange()).toEqual({ startDate: utcDay(Date.now() - 29 * DAY), endDate: today() });
    expect(router.state.location.search).toEqual({});
  });

  it('says so when the range holds no payment', async () => {
    await renderApp(harness, '/main/dashboard/?range=custom&startDate=2001-01-01&endDate=2001-01-31', {
      as: DEMO_EMAIL.merchant,
    });
    expect(await screen.findByText('No payments in this range')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Volume by currency' })).toBeNull();
    // the balances and the latest payments do not depend on the range
    expect(screen.getByRole('heading', { name: 'Latest transactions' })).toBeInTheDocument();
  });

  it('lists the five latest payments, each linking to its detail, and the balances of the organization', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    const latest = await screen.findAllByTestId('latest-transaction');
    expect(latest).toHaveLength(5);
    for (const row of latest) {
      expect(within(row).getByRole('link').getAttribute('href')).toMatch(/^\/manage\/transactions\/[^/]+$/);
    }
    expect(screen.getByTestId('dashboard-scope').textContent).toContain("Maya's Coffee · Test data");
  });

  it('shows the balances first, as the provider keeps them, each with its currency’s decimals', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    const balances = await screen.findByRole('list', { name: "Test balances of Maya's Coffee" });
    // before every figure of the range: what a merchant opens the dashboard for
    const [firstSection] = within(document.getElementById('main-content')!).getAllByRole('region');
    expect(firstSection).toContainElement(balances);
    type Organization = components['schemas']['Organization'];
    const organizations = await provider<Organization[]>('/v1/org/member/organizations');
    const coffee = organizations.find((organization) => organization.name === "Maya's Coffee")!;
    const currencies = await provider<CurrencyPrecision[]>('/v1/config/currency');
    const expected = Object.entries(coffee.testBalance).map(([code, amount]) =>
      formatMoney(toDecimal(amount), code, currencies),
    );
    const shown = within(balances)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-role="value"]')!.textContent);
    expect(shown.sort()).toEqual(expected.sort());
    // not the organization list's figure (plus 5.26 %), nor what Payouts shows: the line says where that is
    const section = screen.getByRole('region', { name: 'Test balances' });
    expect(within(section).getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/manage/payout/');
  });

  it('follows a master to all organizations: the header says so and the figures are every organization’s', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.master });
    await screen.findByRole('list', { name: 'Volume by currency' });
    const last = [...harness.requests]
      .reverse()
      .find((request) => request.path === '/v1/transaction/metrics');
    expect(last!.headers.get('x-master-org-id')).toBe('');
    expect(screen.getByTestId('dashboard-scope').textContent).toContain('All organizations');
    expect(screen.getByText(/Balances are kept per organization/)).toBeInTheDocument();
    await expectFiguresOf(await providerMetrics(utcDay(Date.now() - 29 * DAY), today()));
  });

  it('follows a master’s selection of one organization: new request, new figures, its name', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.master });
    await screen.findByRole('list', { name: 'Volume by currency' });
    const all = shownCurrencies();
    const organizations = await provider<{ _id: string; name: string }[]>('/v1/org/master/organizations');
    const coffee = organizations.find((organization) => organization.name === "Maya's Coffee")!;
    // what the organization selector does for a master (its toasts and PATCH aside)
    act(() => {
      scopeStore.setOrg(coffee._id);
      scopeStore.setMasterOrg(coffee._id);
    });
    await waitFor(() => expect(screen.getByTestId('dashboard-scope').textContent).toContain("Maya's Coffee"));
    await screen.findByRole('list', { name: 'Volume by currency' });
    const last = [...harness.requests]
      .reverse()
      .find((request) => request.path === '/v1/transaction/metrics');
    expect(last!.headers.get('x-master-org-id')).toBe(coffee._id);
    expect(shownCurrencies()).not.toEqual(all);
    await expectFiguresOf(await providerMetrics(utcDay(Date.now() - 29 * DAY), today()));
  });

  it('shows the error with Try again, which loads the figures once the provider answers', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/transaction/metrics`, () =>
        HttpResponse.json({ code: 0, data: 'Metrics are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    // the screen's alert, not the toast that says the same
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('Metrics are unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Volume by currency' })).toBeInTheDocument();
  });
});
