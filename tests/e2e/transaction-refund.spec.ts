import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { callAs } from './support/manage-api.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 11: the transaction detail and its refund in a real browser against the sandbox. Money moves at most
 * once per intent: a double click, or a network that drops after the request reached the provider, still
 * leaves exactly one refund recorded.
 */
const MERCHANT = DEMO_EMAIL.merchant;

interface Payment {
  paymentId: string;
  title: string;
  currency: string;
  capturedAmount: number;
  refundedAmount: number;
}

/** Payments taken by a test of this file (each test refunds its own). */
const taken = new Set<string>();

/**
 * A successful USD payment of the merchant's current scope, untouched by refunds, read through the API
 * (the seed is the sandbox's; no id is written into the test). Whole-remainder amounts ending in .13 are
 * left out: the sandbox fails those refunds on purpose.
 */
async function freshPayment(request: APIRequestContext): Promise<Payment> {
  const page = await callAs<{ results: Payment[] }>(
    request,
    MERCHANT,
    'GET',
    '/v1/transaction?status=success&currency=USD&limit=100',
  );
  const payment = page.results.find(
    (entry) =>
      !taken.has(entry.paymentId) &&
      entry.refundedAmount === 0 &&
      entry.capturedAmount >= 10 &&
      !entry.capturedAmount.toFixed(2).endsWith('.13'),
  );
  expect(payment, 'a refundable USD payment in the seed').toBeDefined();
  taken.add(payment!.paymentId);
  return payment!;
}

/** What the provider has recorded for a payment (GET /v1/refund?paymentId=). */
async function recordedRefunds(request: APIRequestContext, paymentId: string) {
  const page = await callAs<{ results: { amount: number; status: string }[]; totalResults: number }>(
    request,
    MERCHANT,
    'GET',
    `/v1/refund?paymentId=${paymentId}&limit=100`,
  );
  return page.results;
}

async function openDetail(page: Page, payment: Payment) {
  await signInWithCookies(page, MERCHANT, { path: `/manage/transactions/${payment.paymentId}` });
  await expect(page.getByRole('heading', { level: 1, name: payment.title })).toBeVisible();
}

const refundForm = (page: Page) => page.getByRole('form', { name: 'Refund this payment' });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm the refund' });

/** Types the amount ('' = everything) and opens the confirmation. */
async function askForRefund(page: Page, amount: string) {
  await refundForm(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill(amount);
  await refundForm(page).getByRole('button', { name: 'Refund…' }).click();
  await expect(confirmDialog(page)).toBeVisible();
}

test.describe('refunds move money once', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // one signed-in page, a fresh payment per step. What the route tests (tests/routes/refund-form.test.tsx)
  // check through the sandbox is not repeated here: a partial refund's double click, the retry with the
  // same Idempotency-Key; the browser adds its real double click, its real lost answer and its offline event.
  test('a full refund confirmed with a double click is recorded once and settles; a partial one whose answer is lost is recorded once; none is sent offline', async ({
    page,
    request,
  }) => {
    // three refunds in one page: their time together
    test.setTimeout(90_000);
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/v1/refund/')) posts.push(sent.url());
    });

    await test.step('a full refund confirmed with a double click is recorded once', async () => {
      const payment = await freshPayment(request);
      await openDetail(page, payment);
      await askForRefund(page, '');
      await confirmDialog(page).getByRole('button', { name: 'Refund' }).dblclick();
      await expect(confirmDialog(page)).toBeHidden();
      expect(posts).toHaveLength(1);
      const refunds = await recordedRefunds(request, payment.paymentId);
      expect(refunds.map((refund) => refund.amount)).toEqual([payment.capturedAmount]);
      // pending, then settled: the detail refreshes by itself until it is
      await expect(page.getByText(/^Refund of [\d,.]+ USD succeeded\.$/)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Refunded');
    });

    await test.step('a partial refund whose answer is lost after reaching the provider is recorded once', async () => {
      const payment = await freshPayment(request);
      let attempts = 0;
      // the request reaches the provider; the answer never reaches the page
      const loseTheAnswer = async (route: Route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        attempts += 1;
        await route.fetch();
        await route.abort('failed');
      };
      await page.route('**/v1/refund/*', loseTheAnswer);
      await page.goto(`/manage/transactions/${payment.paymentId}`);
      await expect(page.getByRole('heading', { level: 1, name: payment.title })).toBeVisible();
      await askForRefund(page, '1.25');
      await confirmDialog(page).getByRole('button', { name: 'Refund' }).click();
      // the outcome is checked by reading the payment's refunds; it was recorded, so nothing is sent again
      await expect(page.getByText(/^Refund of [\d,.]+ USD recorded$/)).toBeVisible();
      await expect(confirmDialog(page)).toBeHidden();
      expect(attempts).toBe(1);
      const refunds = await recordedRefunds(request, payment.paymentId);
      expect(refunds.map((refund) => refund.amount)).toEqual([1.25]);
      await page.unroute('**/v1/refund/*', loseTheAnswer);
    });

    await test.step('refuses to refund while offline, saying why', async () => {
      const payment = await freshPayment(request);
      await page.goto(`/manage/transactions/${payment.paymentId}`);
      await expect(page.getByRole('heading', { level: 1, name: payment.title })).toBeVisible();
      await askForRefund(page, '1.00');
      await page.context().setOffline(true);
      const dialog = confirmDialog(page);
      await expect(
        dialog.getByText('You are offline. A refund cannot be sent until the connection is back.'),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Refund' })).toBeDisabled();
      await page.context().setOffline(false);
      await expect(dialog.getByRole('button', { name: 'Refund' })).toBeEnabled();
    });
  });
});
