// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { manualClock } from '../../sandbox/clock.ts';
import { formatMoney, toDecimal } from '../../src/lib/money.ts';
import { setAmountsHidden } from '../../src/lib/privacy.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 32: the daily digest's page against the sandbox, with a digest the sandbox made for real: yesterday the
 * merchant's Maya's Coffee (test) took a payment that was disputed and scheduled a payout; today, with the
 * digest on at 00:00 UTC, the scheduler's run makes the digest of yesterday.
 */
const DAY = 24 * 60 * 60 * 1000;
// yesterday at this time of day: the day the digest covers; moved to today before the app signs in
const clock = manualClock(Date.now() - DAY);
const harness = sandboxHarnessForFile(cleanup, { now: clock.now, exposeOutbox: true });
const MERCHANT = DEMO_EMAIL.merchant;

async function callAs<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const { access } = await loginTokens(harness.sandbox, email);
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${access.token}`,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `${method} ${path}: ${JSON.stringify(answer.data)}`).toBe(1);
  return answer.data;
}

interface Digest {
  _id: string;
  date: string;
  orgId: string;
  env: string;
  currencies: { currency: string; net: number }[];
  disputes: { paymentId: string }[];
  payouts: { payoutId: string }[];
}

let digest: Digest;

beforeAll(async () => {
  const yesterday = clock.now().toISOString().slice(0, 10);
  await callAs(MERCHANT, 'POST', '/__sandbox/payments', {
    email: MERCHANT,
    amount: 120.5,
    currency: 'USD',
    status: 'success',
    dispute: true,
    reason: 'Product not received',
    title: 'Digest dispute',
  });
  await callAs(MERCHANT, 'POST', '/v1/payout/create?currency=USD', {
    endDate: yesterday,
    currencyCategory: 'fiat',
  });
  clock.advance(DAY);
  const preferences = await callAs<Record<string, unknown>>(
    MERCHANT,
    'GET',
    '/v1/user/notification-preferences',
  );
  await callAs(MERCHANT, 'PUT', '/v1/user/notification-preferences', {
    ...preferences,
    digest: { enabled: true, hour: 0 },
    timeZone: 'UTC',
  });
  harness.sandbox.runDue();
  const digests = await callAs<Digest[]>(MERCHANT, 'GET', '/v1/digests');
  expect(digests).toHaveLength(1);
  digest = digests[0]!;
  expect(digest.date).toBe(yesterday);
  expect(digest.disputes.length).toBeGreaterThan(0);
  expect(digest.payouts.length).toBeGreaterThan(0);
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  onlineManager.setOnline(online);
  fireEvent(window, new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  cleanup();
  setOnline(true);
});

const section = (name: string) => screen.getByRole('region', { name });

describe('the digest page (/main/digest/$digestId)', () => {
  it('shows the day and organization, the totals, the disputes and payouts with their links', async () => {
    await renderApp(harness, `/main/digest/${digest._id}`, { as: MERCHANT });
    await findScreen('Daily digest');
    expect(screen.getByText(/^\w+day, \d{1,2} \w+ \d{4} · Maya's Coffee · Test$/)).toBeInTheDocument();
    expect(screen.getByText('From midnight to midnight, UTC')).toBeInTheDocument();

    const totals = within(section('Volume and net')).getByRole('list', {
      name: 'Volume and net per currency',
    });
    const usd = within(totals)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('USD'));
    expect(usd).toBeDefined();
    // the net is the provider's, with the currency's decimals
    const net = digest.currencies.find((total) => total.currency === 'USD')!.net;
    const usdPrecision = [{ code: 'USD', currencyType: 'fiat' as const, decimals: 2 }];
    expect(
      within(usd!).getAllByText(formatMoney(toDecimal(net), 'USD', usdPrecision))[0],
    ).toBeInTheDocument();

    const disputes = section('New disputes');
    const dispute = digest.disputes[0]!;
    expect(within(disputes).getByRole('link', { name: `Dispute on ${dispute.paymentId}` })).toHaveAttribute(
      'href',
      `/manage/transactions/${dispute.paymentId}`,
    );
    expect(within(disputes).getAllByText(/^Respond by \d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC$/).length).toBe(
      digest.disputes.length,
    );

    const payouts = section('Payouts');
    const links = within(payouts).getAllByRole('link', { name: /^Payout of [\d,]+\.\d{2} [A-Z]+$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      digest.payouts.map((payout) => `/manage/payout/${payout.payoutId}?showPayment=true`),
    );
    // the only digest so far
    expect(within(section('Latest digests')).getByText('No other digest yet.')).toBeInTheDocument();
  });

  it('masks every amount in privacy mode: no digit of one in the text, "Amount hidden" for a screen reader', async () => {
    setAmountsHidden(true);
    try {
      await renderApp(harness, `/main/digest/${digest._id}`, { as: MERCHANT });
      await findScreen('Daily digest');
      const totals = section('Volume and net');
      expect(totals.textContent).not.toMatch(/\d[\d,.]*\s?USD/);
      expect(within(totals).getAllByText('Amount hidden, USD').length).toBeGreaterThan(0);
      const payouts = within(section('Payouts')).getAllByRole('link');
      for (const link of payouts) expect(link).toHaveAccessibleName(/^Payout of Amount hidden, [A-Z]+$/);
    } finally {
      setAmountsHidden(false);
    }
  });

  it('says what each part lacks on a day with nothing', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/digests/:id`, () =>
        HttpResponse.json({
          code: 1,
          data: { ...digest, currencies: [], disputes: [], payouts: [] },
        }),
      ),
    );
    await renderApp(harness, `/main/digest/${digest._id}`, { as: MERCHANT });
    await findScreen('Daily digest');
    expect(within(section('Volume and net')).getByText('No payment or refund that day.')).toBeInTheDocument();
    expect(within(section('New disputes')).getByText('No dispute was opened that day.')).toBeInTheDocument();
    expect(
      within(section('Payouts')).getByText('No payout was scheduled or paid that day.'),
    ).toBeInTheDocument();
  });

  it("is not found for another user's digest or an unknown one, with the way to the notifications", async () => {
    await renderApp(harness, `/main/digest/${digest._id}`, { as: DEMO_EMAIL.viewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Digest not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the notifications' })).toHaveAttribute(
      'href',
      '/main/notification',
    );
    expect(screen.queryByText(/Maya's Coffee · Test/)).toBeNull();
    cleanup();

    await renderApp(harness, '/main/digest/64b000000000000000000009', { as: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Digest not found' })).toBeInTheDocument();
  });

  it('shows a failure with Try again, which loads the digest once the provider answers', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/digests/:id`, () =>
        HttpResponse.json({ code: 0, data: 'Digests are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, `/main/digest/${digest._id}`, { as: MERCHANT });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('Digests are unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    await findScreen('Daily digest');
    expect(section('New disputes')).toBeInTheDocument();
  });

  it('opens again offline once opened, from what the app keeps', async () => {
    const { router } = await renderApp(harness, `/main/digest/${digest._id}`, { as: MERCHANT });
    await findScreen('Daily digest');
    setOnline(false);
    await router.navigate({ to: '/manage/alerts/' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New disputes' })).toBeNull());
    await router.navigate({ to: '/main/digest/$digestId', params: { digestId: digest._id } });
    await findScreen('Daily digest');
    expect(section('New disputes')).toBeInTheDocument();
  });
});
