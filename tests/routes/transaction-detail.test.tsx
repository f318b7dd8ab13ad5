// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { paymentsInScope } from '../support/payments.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 11: the transaction detail (/manage/transactions/$paymentId) against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = DEMO_EMAIL.merchant;

/** Signs the merchant in once, on a light page, so that their scope is known (and the app's modules loaded). */
beforeAll(async () => {
  await renderApp(harness, '/main/notification', { as: MERCHANT });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  cleanup();
}, 60_000);

/** The newest payment of the merchant's current scope matching `where`. */
function merchantPayment(where: string) {
  return paymentsInScope(harness, MERCHANT, where)[0]!;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the transaction detail', () => {
  it('shows the summary, refund, invoice, refunds, disputes, activity and webhooks of a payment', async () => {
    const payment = merchantPayment(`status = 'disputed' AND currency = 'USD'`);
    await renderApp(harness, `/manage/transactions/${payment.payment_id}`, { as: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: payment.title })).toBeInTheDocument();
    expect(screen.getByText(`Payment ${payment.payment_id}`)).toBeInTheDocument();
    // its arrow is drawn apart from the words (turned in a right-to-left layout), and not read out
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
      'href',
      '/manage/transactions/',
    );
    const summary = section('Summary');
    expect(within(summary).getByText('Sandbox Card Acquirer')).toBeInTheDocument();
    // a fiat payment has no transaction on a network
    expect(within(summary).queryByText('Transaction hash')).toBeNull();
    expect(within(summary).queryByText('Wallet address')).toBeNull();
    expect(within(summary).getAllByText(/^[\d,]+\.\d{2} USD$/).length).toBeGreaterThanOrEqual(4);
    // a disputed payment is not refundable: the reason instead of the form
    expect(within(section('Refund')).getByText(/disputed payment cannot be refunded/)).toBeInTheDocument();
    expect(within(section('Refund')).queryByRole('button', { name: 'Refund…' })).toBeNull();
    expect(within(section('Invoice')).getByText(/^INV-/)).toBeInTheDocument();
    expect(within(section('Disputes')).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(section('Refunds')).getByText('No refund yet.')).toBeInTheDocument();
    expect(within(section('Activity')).getByText(/^Payment created for /)).toBeInTheDocument();
    expect(within(section('Webhooks')).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(harness.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        '/v1/transaction/invoice',
        '/v1/transaction/transaction-info-logs',
        `/v1/webhook/getAllWebhooksByPaymentID/${payment.payment_id}`,
        '/v1/refund',
        '/v1/dispute',
        '/v1/provider/list',
      ]),
    );
  });

  it("shows a crypto payment's transaction hash and wallet address whole, each copied by its button", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const payment = merchantPayment(`currency = 'ETH' AND status = 'success'`);
    const proofs = harness.sandbox.db
      .prepare('SELECT tx_hash, wallet_address FROM transactions WHERE payment_id = ?')
      .get(payment.payment_id) as { tx_hash: string; wallet_address: string };
    expect(proofs.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    await renderApp(harness, `/manage/transactions/${payment.payment_id}`, { as: MERCHANT });
    await screen.findByRole('heading', { level: 1, name: payment.title });
    const summary = section('Summary');
    const hash = within(summary).getByText(proofs.tx_hash);
    // the whole value, in monospace, read left to right in every language
    expect(hash).toHaveAttribute('dir', 'ltr');
    expect(hash).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(within(summary).getByText('Transaction hash')).toBeInTheDocument();
    expect(within(summary).getByText('Wallet address')).toBeInTheDocument();
    expect(within(summary).getByText(proofs.wallet_address)).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Copy hash' }));
    expect(writeText).toHaveBeenLastCalledWith(proofs.tx_hash);
    expect(await within(summary).findByText('Transaction hash copied')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenLastCalledWith(proofs.wallet_address);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('lists the refunds of a partially refunded payment and offers the rest', async () => {
    const payment = merchantPayment(`status = 'partially_refunded'`);
    await renderApp(harness, `/manage/transactions/${payment.payment_id}`, { as: MERCHANT });
    await screen.findByRole('heading', { level: 1, name: payment.title });
    expect(within(section('Refunds')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section('Refund')).getByText(/^Still refundable:/)).toBeInTheDocument();
    expect(within(section('Refund')).getByRole('button', { name: 'Refund…' })).toBeEnabled();
  });

  it('says an unknown id is not found, with the way back to the list, never an error page', async () => {
    await renderApp(harness, '/manage/transactions/pay_does_not_exist', { as: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no payment “pay_does_not_exist” here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
      'href',
      '/manage/transactions/',
    );
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
  });

  it('says a malformed id is not found too, without asking the provider', async () => {
    await renderApp(harness, `/manage/transactions/${encodeURIComponent('<script>x</script>')}`, {
      as: MERCHANT,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(harness.requests.filter((request) => request.path.startsWith('/v1/transaction'))).toEqual([]);
  });

  it('never shows the refund form to a viewer, and says why', async () => {
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.viewer });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    cleanup();
    const payment = paymentsInScope(harness, DEMO_EMAIL.viewer, `status = 'success'`)[0]!;
    await renderApp(harness, `/manage/transactions/${payment.payment_id}`, { as: DEMO_EMAIL.viewer });
    await screen.findByRole('heading', { level: 1, name: payment.title });
    const section = screen.getByRole('region', { name: 'Refund' });
    expect(section).toHaveTextContent('Your role can see this payment but not refund it.');
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('shows the error with Try again when the provider fails (not the not-found state)', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/transaction/invoice`, () =>
        HttpResponse.json({ code: 0, data: 'Invoices are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, '/manage/transactions/pay_anything', { as: MERCHANT });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    // the screen's own error view (a toast may say the same beside it)
    const main = screen.getByRole('main');
    expect(within(main).getByText('Invoices are unavailable')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
