import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callAs } from './support/manage-api.ts';
import { signInWithCookies } from './support/sign-in.ts';

/**
 * Issue 11: the transaction detail and its refund in a real browser against the sandbox. Money moves at most
 * once per intent: a double click, or a network that drops after the request reached the provider, still
 * leaves exactly one refund recorded.
 */
const MERCHANT = 'merchant@demo.test';

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

  for (const kind of ['full', 'partial'] as const) {
    const amountOf = (payment: Payment) => (kind === 'full' ? payment.capturedAmount : 1.25);

    test(`a ${kind} refund confirmed with a double click is recorded once`, async ({ page, request }) => {
      const payment = await freshPayment(request);
      const posts: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && sent.url().includes('/v1/refund/')) posts.push(sent.url());
      });
      await openDetail(page, payment);
      await askForRefund(page, kind === 'full' ? '' : '1.25');
      await confirmDialog(page).getByRole('button', { name: 'Refund' }).dblclick();
      await expect(confirmDialog(page)).toBeHidden();
      expect(posts).toHaveLength(1);
      const refunds = await recordedRefunds(request, payment.paymentId);
      expect(refunds.map((refund) => refund.amount)).toEqual([amountOf(payment)]);
      // pending, then settled: the detail refreshes by itself until it is
      await expect(page.getByText(/^Refund of [\d,.]+ USD succeeded\.$/)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
        kind === 'full' ? 'Refunded' : 'Partially refunded',
      );
    });

    test(`a ${kind} refund whose answer is lost after reaching the provider is recorded once`, async ({
      page,
      request,
    }) => {
      const payment = await freshPayment(request);
      let attempts = 0;
      // the request reaches the provider; the answer never reaches the page
      await page.route('**/v1/refund/*', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        attempts += 1;
        await route.fetch();
        await route.abort('failed');
      });
      await openDetail(page, payment);
      await askForRefund(page, kind === 'full' ? '' : '1.25');
      await confirmDialog(page).getByRole('button', { name: 'Refund' }).click();
      // the outcome is checked by reading the payment's refunds; it was recorded, so nothing is sent again
      await expect(page.getByText(/^Refund of [\d,.]+ USD recorded$/)).toBeVisible();
      await expect(confirmDialog(page)).toBeHidden();
      expect(attempts).toBe(1);
      const refunds = await recordedRefunds(request, payment.paymentId);
      expect(refunds.map((refund) => refund.amount)).toEqual([amountOf(payment)]);
    });
  }

  test('a retry after the network dropped before the provider saw it uses the same key, once', async ({
    page,
    request,
  }) => {
    const payment = await freshPayment(request);
    const keys: (string | null)[] = [];
    await page.route('**/v1/refund/*', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(await route.request().headerValue('Idempotency-Key'));
      if (keys.length === 1) return route.abort('internetdisconnected');
      return route.continue();
    });
    await openDetail(page, payment);
    await askForRefund(page, '2.50');
    const dialog = confirmDialog(page);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByText(/The provider has not recorded this refund/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog).toBeHidden();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await recordedRefunds(request, payment.paymentId)).map((refund) => refund.amount)).toEqual([2.5]);
  });
});

test.describe('the detail', () => {
  test('an unknown id shows a not-found state with the way back to the list', async ({ page }) => {
    await signInWithCookies(page, MERCHANT, { path: '/manage/transactions/pay_not_a_real_one' });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to transactions' }).click();
    await expect(page).toHaveURL(/\/manage\/transactions\/$/);
  });

  test('refuses to refund while offline, saying why', async ({ page, request, context }) => {
    const payment = await freshPayment(request);
    await openDetail(page, payment);
    await askForRefund(page, '1.00');
    await context.setOffline(true);
    const dialog = confirmDialog(page);
    await expect(
      dialog.getByText('You are offline. A refund cannot be sent until the connection is back.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Refund' })).toBeDisabled();
    await context.setOffline(false);
    await expect(dialog.getByRole('button', { name: 'Refund' })).toBeEnabled();
  });
});
