import { expect, test, type Page, type Request } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 11: the transactions list in Chromium against the sandbox. Every filter changes the request and the
 * rows and comes back from the URL after a reload; hostile params leave a working screen; arrows and Enter move
 * and open; the Disputes tab shows countdowns; axe and a 390 px phone.
 */
const PATH = '/manage/transactions/';
const table = (page: Page) => page.getByRole('table', { name: 'Transactions' });
const rows = (page: Page) => table(page).locator('tbody tr');
/** column n (1-based) of every row: Created, Payment, Title, Amount, Currency, Status, Processed */
const column = (page: Page, n: number) => rows(page).locator(`td:nth-child(${n})`);
/** "1–10 of 42 payments", "1–1 of 1 payment", "No payments" (a row may be titled "Sandbox payment": not this) */
const summary = (page: Page) => page.getByText(/^\d.* payments?$|^No payments$/);
/** the count and the payment ids on screen, in order: what "the rows changed" compares */
const shownRows = async (page: Page) =>
  [await summary(page).textContent(), ...(await column(page, 2).locator('a').allTextContents())].join(' ');

const isList = (request: Request) => new URL(request.url()).pathname === '/v1/transaction';
/** the next GET /v1/transaction whose query has `param` (with `value`, when given) */
const listRequest = (page: Page, param: string, value?: string) =>
  page.waitForRequest((request) => {
    if (!isList(request)) return false;
    const query = new URL(request.url()).searchParams;
    return value === undefined ? query.has(param) : query.get(param) === value;
  });

async function open(page: Page, path = PATH, email = DEMO_EMAIL.merchant) {
  await signInWithCookies(page, email, { path });
  await expect(rows(page).first()).toBeVisible();
}

/** the bare list again, in the same page (the next step of a journey starts from no filter) */
async function startOver(page: Page) {
  await page.goto(PATH);
  await expect(rows(page).first()).toBeVisible();
}

/** applies a filter, checks the request and the rows, then reloads and checks both again from the URL */
async function checkFilter(
  page: Page,
  filter: { param: string; value?: string; apply: () => Promise<unknown>; rowsMatch: () => Promise<void> },
) {
  const before = await shownRows(page);
  const request = listRequest(page, filter.param, filter.value);
  await filter.apply();
  await request;
  await expect(page).toHaveURL(new RegExp(`[?&]${filter.param}=`));
  await expect.poll(() => shownRows(page)).not.toEqual(before);
  await filter.rowsMatch();
  const again = listRequest(page, filter.param, filter.value);
  await page.reload();
  await again;
  await expect(rows(page).first()).toBeVisible();
  await filter.rowsMatch();
}

const every = async (page: Page, n: number, pattern: RegExp) => {
  await expect(column(page, n).first()).toHaveText(pattern);
  for (const text of await column(page, n).allTextContents()) expect(text).toMatch(pattern);
};

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the merchant’s list: every filter, sort and page in the request, the rows and the URL after a reload; keys, Disputes, hostile params', async ({
    page,
  }) => {
    // one page for the whole journey: each step starts again from the bare list
    test.setTimeout(240_000);
    await open(page);
    await test.step('status, currency type, currency and processed: request, rows and reload', async () => {
      await checkFilter(page, {
        param: 'status',
        value: 'failed',
        apply: () => page.getByRole('combobox', { name: 'Status' }).selectOption('failed'),
        rowsMatch: async () => {
          await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
          await every(page, 6, /^Failed$/);
        },
      });
      await checkFilter(page, {
        param: 'currencyType',
        value: 'fiat',
        apply: () => page.getByRole('combobox', { name: 'Currency type' }).selectOption('fiat'),
        rowsMatch: async () => {
          await expect(page.getByRole('combobox', { name: 'Currency type' })).toHaveValue('fiat');
          await every(page, 5, /fiat$/);
        },
      });
      await checkFilter(page, {
        param: 'currency',
        value: 'EUR',
        apply: () => page.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('EUR'),
        rowsMatch: async () => {
          await expect(page.getByRole('combobox', { name: 'Currency', exact: true })).toHaveValue('EUR');
          await every(page, 4, /^[\d,]+\.\d{2} EUR$/);
        },
      });
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
      await checkFilter(page, {
        param: 'isProcessed',
        value: 'true',
        apply: () => page.getByRole('combobox', { name: 'Processed' }).selectOption('true'),
        rowsMatch: async () => {
          await expect(page.getByRole('combobox', { name: 'Processed' })).toHaveValue('true');
          await every(page, 7, /^Yes$/);
        },
      });
    });
    await test.step('title, search (debounced) and API key: request, rows and reload', async () => {
      await startOver(page);
      await checkFilter(page, {
        param: 'title',
        value: 'Gift card',
        apply: () => page.getByRole('textbox', { name: 'Title' }).fill('Gift card'),
        rowsMatch: async () => {
          await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Gift card');
          await every(page, 3, /^Gift card/);
        },
      });
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
      // a typed search asks once, for the whole text, after the pause
      const searches: string[] = [];
      page.on('request', (request) => {
        const value = isList(request) && new URL(request.url()).searchParams.get('search');
        if (value) searches.push(value);
      });
      await checkFilter(page, {
        param: 'search',
        value: 'order #1000',
        apply: () =>
          page.getByRole('textbox', { name: 'Search' }).pressSequentially('order #1000', { delay: 20 }),
        rowsMatch: async () => {
          await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('order #1000');
          await every(page, 3, /order #1000\d$/);
        },
      });
      // typing 11 characters 20 ms apart is one request on an idle machine; a stalled one (another test run on
      // these 2 cores) may see a pause of 300 ms, so only "far fewer than keystrokes, each a prefix" is asserted
      expect(searches.length).toBeLessThanOrEqual(3);
      for (const value of searches) expect('order #1000'.startsWith(value)).toBe(true);
      expect(searches.at(-1)).toBe('order #1000');
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      const key = page.getByRole('combobox', { name: 'API key' });
      // a seeded key with payments (the API key specs add newer, empty keys at the top of the list)
      const keyId = await key.locator('option', { hasText: 'Production server' }).getAttribute('value');
      await checkFilter(page, {
        param: 'keyId',
        value: keyId!,
        apply: () => key.selectOption(keyId!),
        rowsMatch: () => expect(page.getByRole('combobox', { name: 'API key' })).toHaveValue(keyId!),
      });
    });
    await test.step('date presets and the range picker: request, rows and reload', async () => {
      await startOver(page);
      const sevenDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
      await checkFilter(page, {
        param: 'startDate',
        value: sevenDaysAgo,
        apply: () => page.getByRole('button', { name: '7 days' }).click(),
        rowsMatch: async () => {
          await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
          await expect(page.getByRole('button', { name: /Created between/ })).toContainText(sevenDaysAgo);
          for (const text of await column(page, 1).allTextContents())
            expect(Date.parse(text.replace(' UTC', 'Z').replace(',', ''))).toBeGreaterThanOrEqual(
              Date.parse(`${sevenDaysAgo}T00:00:00Z`),
            );
        },
      });
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      // the picker itself: two days of this month make the range (one day alone asks for nothing yet)
      const month = new Date().toISOString().slice(0, 8);
      await checkFilter(page, {
        param: 'endDate',
        value: `${month}02`,
        apply: async () => {
          await page.getByRole('button', { name: /Created between/ }).click();
          const days = page.locator('table button:not([data-outside])');
          await days.getByText('1', { exact: true }).click();
          await days.getByText('2', { exact: true }).click();
        },
        rowsMatch: async () => {
          await expect(page).toHaveURL(new RegExp(`startDate=${month}01&endDate=${month}02`));
          await expect(page.getByRole('button', { name: /Created between/ })).toContainText(`${month}01`);
          for (const text of await column(page, 1).allTextContents())
            expect(
              new Date(Date.parse(text.replace(' UTC', 'Z').replace(',', ''))).getUTCDate(),
            ).toBeLessThanOrEqual(2);
        },
      });
    });
    await test.step('sort headers, page size and page: request, rows and reload', async () => {
      await startOver(page);
      const amounts = async () =>
        (await column(page, 4).allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
      await checkFilter(page, {
        param: 'sortField',
        value: 'amount',
        apply: () =>
          table(page)
            .getByRole('button', { name: /^Amount/ })
            .click(),
        rowsMatch: async () => {
          await expect(table(page).getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute(
            'aria-sort',
            'descending',
          );
          // only a comparison of order (the figures are never summed); one currency keeps units comparable
          const page1 = await amounts();
          expect(page1.length).toBe(10);
        },
      });
      await page.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('USD');
      await expect(column(page, 4).first()).toHaveText(/USD$/);
      await checkFilter(page, {
        param: 'sortOrder',
        value: 'asc',
        apply: () =>
          table(page)
            .getByRole('button', { name: /^Amount/ })
            .click(),
        rowsMatch: async () => {
          await expect(table(page).getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute(
            'aria-sort',
            'ascending',
          );
          const values = await amounts();
          expect([...values].sort((a, b) => a - b)).toEqual(values);
        },
      });
      await checkFilter(page, {
        param: 'limit',
        value: '25',
        apply: () => page.getByRole('combobox', { name: 'Per page' }).selectOption('25'),
        rowsMatch: () => expect(rows(page)).toHaveCount(25),
      });
      await checkFilter(page, {
        param: 'page',
        value: '2',
        apply: () => page.getByRole('button', { name: 'Next page' }).click(),
        rowsMatch: async () => {
          await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
          await expect(summary(page)).toHaveText(/^26–50 of/);
        },
      });
    });
    await test.step('arrow keys move through the rows and Enter opens one', async () => {
      await startOver(page);
      const second = await rows(page).nth(1).locator('td:nth-child(2) a').textContent();
      await rows(page).first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await expect(rows(page).nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/manage/transactions/${second}$`));
      await page.goBack();
      await rows(page).nth(2).click();
      await expect(page).toHaveURL(/\/manage\/transactions\/pay_/);
    });
    await test.step('the Disputes tab lists disputes with a countdown, its state in the URL', async () => {
      await startOver(page);
      await page.getByRole('tab', { name: 'Disputes' }).click();
      await expect(page).toHaveURL(/\?tab=disputes$/);
      const disputes = page.getByRole('table', { name: 'Disputes' });
      await expect(disputes.locator('tbody tr').first()).toBeVisible();
      await expect(disputes.locator('tbody tr td:nth-child(5)').first()).toHaveText(
        /^(\d+ (days?|hours?|minutes?) left|Overdue|Closed \((won|lost)\))$/,
      );
      await page.getByRole('combobox', { name: 'Dispute status' }).selectOption('lost');
      await expect(page).toHaveURL(/disputeStatus=lost/);
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Disputes' })).toHaveAttribute('aria-selected', 'true');
      // polled: the reload may first paint the saved copy of the screen, then the app's list replaces it
      const columnValues = (column: number) => async () => [
        ...new Set(await disputes.locator(`tbody tr td:nth-child(${column})`).allTextContents()),
      ];
      await expect.poll(columnValues(1)).toEqual(['Lost']);
      await expect.poll(columnValues(5)).toEqual(['Closed (lost)']);
    });
    await test.step('hostile and out-of-range params leave a working screen', async () => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('dialog', (dialog) => {
        errors.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      const request = page.waitForRequest(isList);
      await page.goto(
        `${PATH}?limit=999999&page=-3&status=%3Cscript%3Ealert(1)%3C%2Fscript%3E&search=%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E` +
          '&startDate=2025-02-30&endDate=2025-13-01&sortField=constructor&sortOrder=sideways&currency=%22%3B--&tab=x',
      );
      const query = new URL((await request).url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({
        page: '1',
        limit: '100',
        sortField: 'createdAt',
        sortOrder: 'desc',
        search: '<img src=x onerror=alert(2)>',
      });
      // the text stays text: no element is made of it
      await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('<img src=x onerror=alert(2)>');
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'No payment matches these filters' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).last().click();
      await expect(rows(page)).toHaveCount(100);
      expect(errors).toEqual([]);
    });
  });

  test('a master filters by organization: request, rows and reload', async ({ page }) => {
    await open(page, PATH, DEMO_EMAIL.master);
    // the header has an organization selector of its own: this is the list's filter
    const org = page.getByRole('tabpanel').getByRole('combobox', { name: 'Organization' });
    // an organization with payments (other specs add empty ones to the master's list)
    const orgId = await org.locator('option', { hasText: "Maya's Coffee" }).getAttribute('value');
    await checkFilter(page, {
      param: 'orgId',
      value: orgId!,
      apply: () => org.selectOption(orgId!),
      rowsMatch: () => expect(org).toHaveValue(orgId!),
    });
  });
});
