import { expect, test, type Page } from '@playwright/test';
import type { components } from '../../src/shared/provider-schema.gen.ts';
import { formatMoney, toDecimal } from '../../src/lib/money.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 11: the dashboard against the provider, in Chromium. */
type Metrics = components['schemas']['TransactionMetrics'];
type Currency = components['schemas']['Currency'];

const METRICS = '**/v1/transaction/metrics?**';

/** Reads a path from the provider with the page's own token and master selection (its request's headers). */
async function asThePage<T>(page: Page, url: string, headers: Record<string, string>): Promise<T> {
  const forwarded: Record<string, string> = { authorization: headers.authorization! };
  if (headers['x-master-org-id'] !== undefined) forwarded['x-master-org-id'] = headers['x-master-org-id'];
  const response = await page.request.get(url, { headers: forwarded });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, url).toBe(1);
  return body.data;
}

/** Opens the dashboard at `path` and returns the provider's metrics for exactly the range the page asked for. */
async function openAndReadMetrics(page: Page, email: string, path: string) {
  const requested = page.waitForRequest(METRICS);
  await signInWithCookies(page, email, { path });
  const request = await requested;
  const headers = await request.allHeaders();
  const url = new URL(request.url());
  const metrics = await asThePage<Metrics>(page, `${url.pathname}${url.search}`, headers);
  const currencies = await asThePage<Currency[]>(page, '/v1/config/currency', headers);
  return { metrics, currencies, range: url.searchParams, headers };
}

/** Every per-currency volume and count, status count, refund, total and rate on screen equals the provider's. */
async function expectFiguresEqual(page: Page, metrics: Metrics, currencies: Currency[]) {
  const volumes = page.getByRole('list', { name: 'Volume by currency' });
  await expect(volumes.getByRole('listitem')).toHaveCount(metrics.currencies.length);
  for (const entry of metrics.currencies) {
    const card = volumes.getByTestId(`currency-${entry.currency}`);
    await expect(card.locator('[data-role="value"]')).toHaveText(
      formatMoney(toDecimal(entry.volume), entry.currency, currencies),
    );
    await expect(card.locator('[data-role="detail"]')).toHaveText(
      `${entry.count.toLocaleString('en-US')} ${entry.count === 1 ? 'payment' : 'payments'}`,
    );
  }
  const statuses = page.getByRole('list', { name: 'Payments by status' });
  const byStatus: Record<string, number> = metrics.byStatus;
  for (const status of [
    'pending',
    'success',
    'failed',
    'expired',
    'refunded',
    'partially_refunded',
    'disputed',
  ]) {
    await expect(statuses.getByTestId(`status-${status}`).locator('[data-role="value"]')).toHaveText(
      (byStatus[status] ?? 0).toLocaleString('en-US'),
    );
  }
  await expect(page.getByTestId('total-count').locator('[data-role="value"]')).toHaveText(
    metrics.totalCount.toLocaleString('en-US'),
  );
  await expect(page.getByTestId('success-rate').locator('[data-role="value"]')).toHaveText(
    `${(Math.round(metrics.successRate * 1000) / 10).toFixed(1)} %`,
  );
  for (const refund of metrics.refunds) {
    const row = page.getByTestId(`refund-${refund.currency}`);
    await expect(row.locator('[data-role="value"]')).toHaveText(
      formatMoney(toDecimal(refund.amount), refund.currency, currencies),
    );
    await expect(row).toContainText(`${refund.count} ${refund.count === 1 ? 'refund' : 'refunds'}`);
  }
}

test('the dashboard’s figures equal the provider’s metrics for the same range', async ({ page }) => {
  const { metrics, currencies, range } = await openAndReadMetrics(
    page,
    DEMO_EMAIL.merchant,
    '/main/dashboard/',
  );
  expect(metrics.currencies.length).toBeGreaterThan(1);
  const today = new Date().toISOString().slice(0, 10);
  expect(range.get('endDate')).toBe(today);
  await expectFiguresEqual(page, metrics, currencies);
  // the charts load as the user scrolls to them, one per currency, each with its numbers as a table
  await page.getByRole('heading', { name: 'Charts' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /^Daily volume in / })).toHaveCount(metrics.currencies.length);
});

test('a preset changes the figures, and the range survives a reload', async ({ page }) => {
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await expect(page.getByRole('list', { name: 'Volume by currency' })).toBeVisible();
  const requested = page.waitForRequest(METRICS);
  await page.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard\/\?range=7d$/);
  const request = await requested;
  const sevenDays = await asThePage<Metrics>(
    page,
    new URL(request.url()).pathname + new URL(request.url()).search,
    await request.allHeaders(),
  );
  const currencies = await asThePage<Currency[]>(page, '/v1/config/currency', await request.allHeaders());
  await expectFiguresEqual(page, sevenDays, currencies);

  const again = page.waitForRequest(METRICS);
  await page.reload();
  const reloaded = new URL((await again).url());
  expect(reloaded.searchParams.get('startDate')).toBe(new URL(request.url()).searchParams.get('startDate'));
  await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
  await expectFiguresEqual(page, sevenDays, currencies);
});

test('a master’s dashboard shows every organization’s figures, as the provider counts them', async ({
  page,
}) => {
  const { metrics, currencies, headers } = await openAndReadMetrics(
    page,
    DEMO_EMAIL.master,
    '/main/dashboard/',
  );
  expect(headers['x-master-org-id']).toBe('');
  await expect(page.getByTestId('dashboard-scope')).toContainText('All organizations');
  await expectFiguresEqual(page, metrics, currencies);
});
