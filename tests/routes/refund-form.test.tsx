// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { major, paymentsInScope, take, type PaymentRow } from '../support/payments.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 11: refunding from the transaction detail, against the sandbox (amounts, refusals, lost answers). */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = DEMO_EMAIL.merchant;

/** Every refund POST as sent (Idempotency-Key and body), forwarded to the sandbox unless `answer` says otherwise. */
function recordRefundPosts(answer?: (request: Request, attempt: number) => Promise<Response> | Response) {
  const sent: { key: string | null; body: unknown }[] = [];
  harness.server.use(
    http.post(`${API_ORIGIN}/v1/refund/:paymentId`, async ({ request }) => {
      sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.clone().json() });
      return answer ? answer(request, sent.length) : harness.sandbox.app.fetch(request);
    }),
  );
  return sent;
}

/** Refunds the provider holds for a payment (created by tests or by the seed). */
function storedRefunds(paymentId: string) {
  return harness.sandbox.db
    .prepare('SELECT amount, idempotency_key key FROM refunds WHERE payment_id = ?')
    .all(paymentId) as { amount: number; key: string | null }[];
}

/** Signs the merchant in once, on a light page, so that their scope is known (and the app's modules loaded). */
beforeAll(async () => {
  await renderApp(harness, '/main/notification', { as: MERCHANT });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  cleanup();
}, 60_000);

/** A fresh refundable payment of the merchant's current scope in `currency`. */
function refundablePayment(currency: string, minUnits = 1_000_000_000): PaymentRow {
  return take(
    paymentsInScope(
      harness,
      MERCHANT,
      `status = 'success' AND currency = '${currency}' AND captured_amount >= ${minUnits}`,
    ),
  );
}

async function openDetail(payment: PaymentRow) {
  const user = userEvent.setup();
  await renderApp(harness, `/manage/transactions/${payment.payment_id}`, { as: MERCHANT });
  await screen.findByRole('heading', { level: 1, name: payment.title });
  const form = screen.getByRole('form', { name: 'Refund this payment' });
  const field = within(form).getByRole('textbox', { name: new RegExp(`^Amount \\(${payment.currency}\\)`) });
  return {
    user,
    field,
    /** types an amount (or nothing) and asks for the confirmation */
    async request(amount: string) {
      await user.clear(field);
      if (amount) await user.type(field, amount);
      await user.click(within(form).getByRole('button', { name: 'Refund…' }));
    },
  };
}

const dialog = () => screen.findByRole('dialog', { name: 'Confirm the refund' });
const fact = (box: HTMLElement, label: string) =>
  within(box).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('refund amounts in the currency’s precision', () => {
  it('refunds part of a 2-decimal payment after confirming amount, currency, organization and environment', async () => {
    const payment = refundablePayment('USD');
    const sent = recordRefundPosts();
    const { user, request } = await openDetail(payment);
    await request('1.50');
    const box = await dialog();
    expect(fact(box, 'Amount')).toBe('1.50 USD');
    expect(fact(box, 'Currency')).toBe('USD');
    expect(fact(box, 'Organization')).toMatch(/^Maya's (Coffee|Books)$/);
    expect(fact(box, 'Environment')).toMatch(/^(Test|Live \(real money\))$/);
    await user.click(within(box).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: { amount: 1.5 } }]);
    expect(
      await screen.findByText(
        'Refund of 1.50 USD is pending. This page refreshes until the provider settles it.',
      ),
    ).toBeInTheDocument();
    expect(storedRefunds(payment.payment_id)).toHaveLength(1);
  });

  it.each([
    ['USDT', 6, '0.123456', '0.1234567', 0.123456],
    ['BTC', 8, '0.00000001', '0.000000001', 1e-8],
  ] as const)(
    'takes the %s amount exactly to its %i decimals, and refuses one more',
    async (currency, decimals, fine, tooFine, sentAmount) => {
      const payment = refundablePayment(currency, 100_000);
      const sent = recordRefundPosts();
      const { user, request } = await openDetail(payment);
      await request(tooFine);
      expect(await screen.findByText(`${currency} has at most ${decimals} decimals.`)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      await request(fine);
      const box = await dialog();
      expect(fact(box, 'Amount')).toBe(`${fine} ${currency}`);
      await user.click(within(box).getByRole('button', { name: 'Refund' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.body).toEqual({ amount: sentAmount });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('takes whole amounts only in a 0-decimal currency', async () => {
    const payment = refundablePayment('USD');
    // the provider's list with a whole-unit currency, and this payment made in it
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/config/currency`, () =>
        HttpResponse.json({
          code: 1,
          data: [{ code: 'JPY', name: 'Japanese Yen', currencyType: 'fiat', decimals: 0, network: null }],
        }),
      ),
      http.get(`${API_ORIGIN}/v1/transaction`, async ({ request }) => {
        const answer = (await (await harness.sandbox.app.fetch(request)).json()) as {
          data: { results: Record<string, unknown>[] };
        };
        for (const row of answer.data.results)
          Object.assign(row, { currency: 'JPY', amount: 1200, capturedAmount: 1200, refundedAmount: 0 });
        return HttpResponse.json(answer);
      }),
    );
    const sent = recordRefundPosts();
    const { user, request } = await openDetail({ ...payment, currency: 'JPY' });
    expect(screen.getByText(/^Still refundable:/)).toHaveTextContent('Still refundable: 1,200 JPY');
    await request('5.5');
    expect(await screen.findByText('JPY has no decimals: enter a whole amount.')).toBeInTheDocument();
    await request('5');
    const box = await dialog();
    expect(fact(box, 'Amount')).toBe('5 JPY');
    await user.click(within(box).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ amount: 5 });
  });

  it('refuses more than is still refundable, before sending anything', async () => {
    const payment = refundablePayment('USD');
    const sent = recordRefundPosts();
    const { request } = await openDetail(payment);
    const refundable = major(payment.captured_amount - payment.refunded_amount);
    await request(`${refundable}1`);
    expect(await screen.findByText(/^At most [\d,]+\.\d{2} USD can be refunded\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('refunds everything still refundable when the amount is left empty', async () => {
    const payment = refundablePayment('EUR');
    const sent = recordRefundPosts();
    const { user, request } = await openDetail(payment);
    await request('');
    const box = await dialog();
    expect(fact(box, 'Amount')).toMatch(/^[\d,]+\.\d{2} EUR \(everything still refundable\)$/);
    await user.click(within(box).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({});
    await waitFor(() =>
      expect(storedRefunds(payment.payment_id).map((refund) => refund.amount)).toEqual([
        payment.captured_amount,
      ]),
    );
  });
});

describe('pending, then settled', () => {
  it('shows the refund pending, then its failure, refreshing by itself until it settles', async () => {
    const payment = refundablePayment('USD');
    const { user, request } = await openDetail(payment);
    // the sandbox fails refunds whose cents are .13, two seconds after they are made
    await request('1.13');
    await user.click(within(await dialog()).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/^Refund of 1\.13 USD is pending\./)).toBeInTheDocument();
    expect(
      await screen.findByText(/^Refund of 1\.13 USD failed: Declined/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Failed')).toBeInTheDocument();
  }, 30_000);
});

describe('refusals and lost answers', () => {
  it('shows the server’s refusal as text and keeps the typed amount', async () => {
    const payment = refundablePayment('USD');
    recordRefundPosts(() =>
      HttpResponse.json(
        { code: 0, data: 'Refund amount exceeds the refundable amount <b>now</b>' },
        { status: 422 },
      ),
    );
    const { user, request, field } = await openDetail(payment);
    await request('2.25');
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Refund' }));
    expect(
      await within(box).findByText('Refund amount exceeds the refundable amount <b>now</b>'),
    ).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveValue('2.25');
    expect(screen.getByText('Refund amount exceeds the refundable amount <b>now</b>')).toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    const payment = refundablePayment('USD');
    const sent = recordRefundPosts();
    const { user, request } = await openDetail(payment);
    await request('3.00');
    const box = await dialog();
    await user.dblClick(within(box).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(storedRefunds(payment.payment_id)).toHaveLength(1);
  });

  it('reconciles a lost answer: the refund the provider recorded is found, not sent again', async () => {
    const payment = refundablePayment('USD');
    // the request reaches the provider, the answer is lost on the way back
    const sent = recordRefundPosts(async (request) => {
      await harness.sandbox.app.fetch(request);
      return HttpResponse.error();
    });
    const { user, request } = await openDetail(payment);
    await request('4.00');
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Refund of 4.00 USD recorded')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(storedRefunds(payment.payment_id)).toHaveLength(1);
    const reads = harness.requests.filter((entry) => entry.method === 'GET' && entry.path === '/v1/refund');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the Idempotency-Key across a retry after a network error, and refunds once', async () => {
    const payment = refundablePayment('USD');
    // the first attempt never reaches the provider; the second goes through
    const sent = recordRefundPosts((request, attempt) =>
      attempt === 1 ? HttpResponse.error() : harness.sandbox.app.fetch(request),
    );
    const { user, request } = await openDetail(payment);
    await request('5.00');
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Refund' }));
    expect(
      await within(box).findByText(/The provider has not recorded this refund\. You can try again/),
    ).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(storedRefunds(payment.payment_id)).toEqual([{ amount: 500_000_000, key: sent[0]!.key }]);

    // the next intent gets a new key
    await request('1.00');
    await user.click(within(await dialog()).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it('refuses to refund while offline, saying why', async () => {
    const payment = refundablePayment('USD');
    const sent = recordRefundPosts();
    const { request } = await openDetail(payment);
    await request('1.00');
    const box = await dialog();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
      window.dispatchEvent(new Event('offline'));
    });
    expect(
      within(box).getByText('You are offline. A refund cannot be sent until the connection is back.'),
    ).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Refund' })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});
