import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Download, type Page, type Request } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { callAs, useOrganizationNamed } from './support/manage-api.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 11: the CSV export (exactly the filtered set, formula cells neutralised, cancel) and the virtualized
 * "all loaded" list, in Chromium against the sandbox. The list route mounts both (the button "Export CSV" on
 * the list, the list itself with `view=all`).
 */

test.use({ viewport: { width: 1280, height: 900 } });
// the files are named after Maya's Coffee in test mode, where the merchant works unless a spec left them elsewhere
test.beforeEach(async ({ request }) => {
  await useOrganizationNamed(request, DEMO_EMAIL.merchant, "Maya's Coffee");
  await callAs(request, DEMO_EMAIL.merchant, 'PATCH', '/v1/user/switchEnv?env=test');
});

interface Page1 {
  totalResults: number;
  results: { paymentId: string }[];
}

/** GET /v1/transaction as the signed-in user, for the count and ids the file must match. */
async function apiPage(page: Page, token: string, query: string): Promise<Page1> {
  const response = await page.request.get(`/v1/transaction?${query}&page=1&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Page1 }).data;
}

async function csvLines(download: Download): Promise<string[]> {
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n').slice(0, -1);
}

test('the CSV holds exactly the filtered set, neutralises cells a spreadsheet would run, and is named after organization, environment and range', async ({
  page,
}) => {
  const filters = 'status=success&currency=USD';
  const { tokens, claims } = await signInWithCookies(page, DEMO_EMAIL.merchant, {
    path: `/manage/transactions/?${filters}`,
  });

  await test.step('the filtered set, all dates', async () => {
    const expected = await apiPage(page, tokens.access.token, filters);
    expect(expected.totalResults).toBeGreaterThan(100);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('transactions_maya-s-coffee_test_all-dates.csv');
    const lines = await csvLines(download);
    expect(lines[0]).toBe(
      'Payment ID,Created at (UTC),Title,Customer,Amount,Currency,Status,Captured,Refunded,Processed,Payout ID',
    );
    const rows = lines.slice(1);
    expect(rows).toHaveLength(expected.totalResults);
    const ids = new Set(rows.map((line) => line.split(',')[0]));
    expect(ids.size).toBe(expected.totalResults);
    for (const { paymentId } of expected.results.slice(0, 5)) expect(ids.has(paymentId)).toBe(true);
    for (const row of rows)
      expect(row).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,.*,\d+\.\d{2},USD,success,/);
    await expect(
      page.getByText(/^Exported [\d,]+ transactions to transactions_maya-s-coffee_test_all-dates\.csv$/),
    ).toBeVisible();
  });

  await test.step('formula cells neutralised; the range names the file', async () => {
    // a payment with a hostile title and customer, far from the seeded dates (no other test sees it)
    const db = new Database(join(process.env.E2E_SANDBOX_DIR!, 'sandbox.db'));
    try {
      db.prepare(
        `INSERT OR IGNORE INTO transactions (_id, payment_id, org_id, key_id, title, amount, currency, currency_type,
         payment_type, status, env, customer_email, captured_amount, refunded_amount, created_at, updated_at)
         VALUES ('eeeeeeeeeeeeeeeeeeeeee01', 'pay_e2e_formula', ?, NULL, '=HYPERLINK("http://evil.test","open")',
         4200000000, 'USD', 'fiat', 'card', 'success', ?, '+1-555-0100@evil.test', 4200000000, 0,
         '2019-03-15T08:30:00.000Z', '2019-03-15T08:30:00.000Z')`,
      ).run(claims.organizationId!, claims.defaultEnv ?? 'test');
    } finally {
      db.close();
    }
    await page.goto('/manage/transactions/?startDate=2019-03-01&endDate=2019-03-31');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('transactions_maya-s-coffee_test_2019-03-01_2019-03-31.csv');
    expect(await csvLines(download)).toEqual([
      'Payment ID,Created at (UTC),Title,Customer,Amount,Currency,Status,Captured,Refunded,Processed,Payout ID',
      `pay_e2e_formula,2019-03-15T08:30:00.000Z,"'=HYPERLINK(""http://evil.test"",""open"")",'+1-555-0100@evil.test,42.00,USD,success,42.00,0.00,no,`,
    ]);
  });
});

test('Cancel stops the export: the page in flight is aborted and no file is saved', async ({ page }) => {
  await signInWithCookies(page, DEMO_EMAIL.merchant, { path: '/manage/transactions/' });
  // the second page is held until the test has pressed Cancel
  let releaseSecondPage = () => {};
  const secondPageHeld = new Promise<void>((resolve) => {
    void page.route(/\/v1\/transaction\?.*\bpage=2\b/, async (route) => {
      resolve();
      await new Promise<void>((release) => (releaseSecondPage = release));
      await route.continue().catch(() => {});
    });
  });
  const aborted = page.waitForEvent('requestfailed', (request) =>
    /\/v1\/transaction\?.*\bpage=2\b/.test(request.url()),
  );
  let downloads = 0;
  page.on('download', () => (downloads += 1));

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await secondPageHeld;
  await expect(page.getByRole('status').filter({ hasText: /^Exporting 100 of [\d,]+ rows$/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await aborted;
  releaseSecondPage();
  await expect(page.getByText('Export cancelled; no file was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  // the export decided not to save before it said so: a file would have been handed over before this message
  expect(downloads).toBe(0);
});

test.describe('the all-loaded list', () => {
  const table = (page: Page) => page.getByRole('table', { name: 'All loaded transactions' });
  const count = (page: Page) => page.getByRole('status').filter({ hasText: / loaded$/ });
  const scrollToEnd = (page: Page) =>
    page
      .locator('[data-all-loaded-scroller]')
      .evaluate((scroller) => (scroller.scrollTop = scroller.scrollHeight));

  test('pages in as it scrolls, loads everything with Load all, and opens a payment from the keyboard', async ({
    page,
  }) => {
    const { tokens } = await signInWithCookies(page, DEMO_EMAIL.merchant, {
      path: '/manage/transactions/?view=all&limit=100',
    });
    const { totalResults, results } = await apiPage(
      page,
      tokens.access.token,
      'sortField=createdAt&sortOrder=desc',
    );
    const total = totalResults.toLocaleString('en-US');
    await expect(table(page)).toBeVisible();
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(totalResults + 1));
    await expect(count(page)).toHaveText(`100 of ${total} loaded`);
    const first = table(page).getByRole('row').nth(1);
    await expect(first).toHaveAttribute('aria-rowindex', '2');
    await expect(first.getByRole('cell').first()).toHaveText(results[0]!.paymentId);
    // only the rows in view (and a few more) are in the page
    expect(await table(page).getByRole('row').count()).toBeLessThan(60);
    expect(await seriousViolations(page)).toEqual([]);
    // nearing the end of what is loaded fetches the next page
    await scrollToEnd(page);
    await expect(count(page)).toHaveText(`200 of ${total} loaded`);

    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(count(page)).toHaveText(`${total} of ${total} loaded`, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Load all' })).toHaveCount(0);
    await scrollToEnd(page);
    await expect(table(page).locator(`[aria-rowindex="${totalResults + 1}"]`)).toBeVisible();

    await page.locator('[data-all-loaded-scroller]').evaluate((scroller) => (scroller.scrollTop = 0));
    // the list renders the top rows on its next frame: focus the first row by its index, not by position,
    // or a row of the end still in the page would take the focus
    const top = table(page).locator('[aria-rowindex="2"]');
    await expect(top).toBeVisible();
    await top.focus();
    await page.keyboard.press('ArrowDown');
    const second = table(page).locator('[aria-rowindex="3"]');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/manage/transactions/${results[1]!.paymentId}$`));
  });

  test('Stop ends Load all with the pages already loaded kept', async ({ page }) => {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: '/manage/transactions/?view=all&limit=100' });
    await expect(count(page)).toHaveText(/^100 of [\d,]+ loaded$/);
    // every page after the fourth is slow, so Stop comes while one is in flight
    await page.route(/\/v1\/transaction\?.*\bpage=([5-9]|\d\d)\b/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    const fifthPage = page.waitForRequest(/\/v1\/transaction\?.*\bpage=5\b/);
    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(count(page)).toHaveText(/^400 of [\d,]+ loaded$/);
    const inFlight = await fifthPage;
    const settled = new Promise<void>((resolve) => {
      const done = (request: Request) => request === inFlight && resolve();
      page.on('requestfinished', done);
      page.on('requestfailed', done);
    });
    await page.getByRole('button', { name: 'Stop loading' }).click();
    await expect(page.getByRole('button', { name: 'Load all' })).toBeVisible();
    // the page that was in flight has come back (or was aborted) and the list has painted what it had
    await settled;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await count(page).textContent()).toMatch(/^400 of [\d,]+ loaded$/);
  });
});
