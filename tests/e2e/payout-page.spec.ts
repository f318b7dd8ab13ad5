import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callAs } from './support/manage-api.ts';
import { loginTokens, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 12: the payout page, in a real browser against the sandbox, whose payouts move on their own. */
const MERCHANT = DEMO_EMAIL.merchant;

interface Payout {
  _id: string;
  status: string;
  netAmount: number;
}
interface Balance {
  currency: string;
  currencyType: 'fiat' | 'crypto';
  amount: number;
  paymentCount: number;
}
interface PaymentPage {
  results: { paymentId: string }[];
  totalResults: number;
}

/** The merchant's newest payout in its current organization and environment (the seed pays fortnightly). */
async function newestPayout(request: APIRequestContext): Promise<Payout> {
  const list = await callAs<{ payouts: Payout[] }>(request, MERCHANT, 'GET', '/v1/payout?page=1&limit=1');
  expect(list.payouts.length).toBeGreaterThan(0);
  return list.payouts[0]!;
}

/**
 * Creates a payout through the API as a client would (one Idempotency-Key), for a currency with unpaid
 * payments whose net does not fall under the sandbox's failure rule (cents .13).
 */
async function createPayout(request: APIRequestContext): Promise<Payout> {
  const endDate = new Date().toISOString().slice(0, 10);
  const balances = await callAs<Balance[]>(request, MERCHANT, 'GET', '/v1/payout/payment/currencies');
  for (const balance of balances.filter((b) => b.paymentCount > 0 && b.amount > 0)) {
    const query = `currency=${balance.currency}&endDate=${endDate}&currencyCategory=${balance.currencyType}`;
    const preview = await callAs<{ netAmount: number }>(
      request,
      MERCHANT,
      'GET',
      `/v1/payout/previewPayout?${query}`,
    );
    if (preview.netAmount <= 0 || /\.13\d*$/.test(preview.netAmount.toFixed(8))) continue;
    const { access } = await loginTokens(request, MERCHANT);
    const response = await request.post(`/v1/payout/create?currency=${balance.currency}`, {
      headers: {
        Authorization: `Bearer ${access.token}`,
        'Idempotency-Key': `e2e-payout-page-${Date.now()}-${balance.currency}`,
      },
      data: { endDate, currencyCategory: balance.currencyType },
    });
    const body = (await response.json()) as { code: number; data: Payout };
    expect(response.status(), JSON.stringify(body)).toBe(201);
    return body.data;
  }
  throw new Error('no currency with unpaid payments left to pay out');
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Status:' });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // one signed-in page; that an unknown id is "Payout not found" is the route test's (tests/routes/payout-page.test.tsx)
  test('a payout moves to paid on its page without a reload; ?showPayment=true lands on its Payments, the tab in the address', async ({
    page,
  }) => {
    // the payout's way to paid (45 s before) and the Payments tab's journey
    test.setTimeout(90_000);
    await test.step('a payout created through the API moves to paid on the page without a reload', async () => {
      const payout = await createPayout(page.request);
      expect(payout.status).toBe('pending');
      await signInWithCookies(page, MERCHANT, { path: `/manage/payout/${payout._id}` });
      await expect(page.getByRole('heading', { level: 1, name: /^Payout of / })).toBeVisible();
      await expect(status(page)).toHaveText(/Pending|Processing/);
      // a reload would drop this marker
      await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
      await expect(status(page)).toHaveText(/Paid/, { timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
      // the timeline shows every step it went through (issue 32's steps: requested, reviewed, sent, paid)
      const history = page.locator('.mantine-Timeline-root');
      await expect(history).toContainText('Requested');
      await expect(history).toContainText('Reviewed');
      await expect(history).toContainText('Sent');
      await expect(history).toContainText('Paid');
    });
    await test.step('?showPayment=true lands on the Payments tab with the payout’s payments listed', async () => {
      const payout = await newestPayout(page.request);
      const payments = await callAs<PaymentPage>(
        page.request,
        MERCHANT,
        'GET',
        `/v1/payout/payments/${payout._id}?page=1&limit=10`,
      );
      expect(payments.totalResults).toBeGreaterThan(0);
      await page.goto(`/manage/payout/${payout._id}?showPayment=true`);
      await expect(page.getByRole('tab', { name: /^Payments/ })).toHaveAttribute('aria-selected', 'true');
      const table = page.getByRole('table', { name: 'Payments in this payout' });
      await expect(table.getByRole('link')).toHaveCount(payments.results.length);
      const shown = await table.getByRole('link').allTextContents();
      expect(shown).toEqual(payments.results.map((p) => p.paymentId));
      await expect(table.getByRole('link').first()).toHaveAttribute(
        'href',
        `/manage/transactions/${encodeURIComponent(payments.results[0]!.paymentId)}`,
      );

      // the tab is in the address
      await page.getByRole('tab', { name: 'Refunds' }).click();
      await expect(page).toHaveURL(new RegExp(`/manage/payout/${payout._id}\\?tab=refunds$`));
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Refunds' })).toHaveAttribute('aria-selected', 'true');
    });
  });
});
