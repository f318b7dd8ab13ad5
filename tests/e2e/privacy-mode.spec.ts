import { expect, test, type Page } from '@playwright/test';
import { callAs } from './support/manage-api.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 32, privacy mode at 390 px: one tap in the header (or Alt+Shift+H) hides every amount and balance of
 * each screen that shows money — no digit of an amount in the page's text nor in its accessible names, which
 * say "Amount hidden" instead — remembered on the device, "start with amounts hidden" from the profile, and
 * the CSV export asks before it writes the amounts into a file.
 */
const MERCHANT = DEMO_EMAIL.merchant;

test.use({ viewport: { width: 390, height: 844 } });

/** An amount as the screens write it: digits, then a currency code the provider lists ("1,234.50 USD"). */
function amountPattern(codes: readonly string[]): RegExp {
  return new RegExp(`\\d[\\d,.\\u202f\\u00a0]*\\s(?:${codes.join('|')})\\b`, 'g');
}

async function currencyCodes(page: Page): Promise<string[]> {
  const list = await callAs<{ code: string }[]>(page.request, MERCHANT, 'GET', '/v1/config/currency');
  return list.map((currency) => currency.code.toUpperCase());
}

/** The page's text and its accessibility tree (every accessible name), as one text to search. */
async function textAndNames(page: Page): Promise<string> {
  const text = await page.locator('body').innerText();
  const tree = await page.locator('body').ariaSnapshot();
  return `${text}\n${tree}`;
}

const hideButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Hide amounts' });

/** Waits for the screen's heading and its data, and scrolls to its end so what loads near it is there too. */
async function screenLoaded(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // down to the end until nothing is loading: what loads as it comes near (the dashboard's charts) is there too,
  // and the page may grow while it loads
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.locator('[aria-busy="true"]').count();
    })
    .toBe(0);
}

/**
 * On the screen open now: amounts are shown, then hidden by `hide` (every one of them, in text and names, with
 * "Amount hidden" heard instead), then shown again by the same control.
 */
async function expectAmountsHiddenBy(page: Page, pattern: RegExp, hide: () => Promise<void>) {
  const shown = (await textAndNames(page)).match(pattern) ?? [];
  expect(shown.length, 'the screen shows amounts to hide').toBeGreaterThan(0);
  await hide();
  await expect(hideButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await textAndNames(page)).match(pattern) ?? []).toEqual([]);
  expect(await textAndNames(page)).toContain('•••••');
  expect(await page.locator('body').ariaSnapshot()).toMatch(/Amount hidden, [A-Z]{3,4}/);
  await hide();
  await expect(hideButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => ((await textAndNames(page)).match(pattern) ?? []).length).toBeGreaterThan(0);
}

test('privacy mode hides every amount of each screen that shows money, by tap and by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pattern = amountPattern(await currencyCodes(page));
  const tap = async () => hideButton(page).click();
  const key = async () => page.keyboard.press('Alt+Shift+KeyH');
  const payouts = await callAs<{ payouts: { _id: string }[] }>(
    page.request,
    MERCHANT,
    'GET',
    '/v1/payout?page=1&limit=1',
  );
  const payments = await callAs<{ results: { paymentId: string }[] }>(
    page.request,
    MERCHANT,
    'GET',
    '/v1/transaction?status=success&limit=1',
  );
  const screens: [string, string | RegExp, () => Promise<void>][] = [
    ['/main/dashboard/', 'Dashboard', tap],
    ['/manage/transactions/', 'Transactions', key],
    [`/manage/transactions/${payments.results[0]!.paymentId}`, /./, tap],
    ['/manage/payout/', 'Payouts', tap],
    [`/manage/payout/${payouts.payouts[0]!._id}?showPayment=true`, /./, key],
    ['/manage/organization/', 'Organizations', tap],
    ['/manage/onRampRequest/', 'On-ramp requests', tap],
    ['/main/notification', 'Notifications', tap],
  ];
  await signInWithCookies(page, MERCHANT);
  for (const [path, heading, hide] of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      await screenLoaded(page, heading);
      await expectAmountsHiddenBy(page, pattern, hide);
    });
  }
});

test('hidden amounts stay hidden across screens and reloads; "start with amounts hidden" hides them at every start', async ({
  page,
}) => {
  const pattern = amountPattern(await currencyCodes(page));
  await signInWithCookies(page, MERCHANT);
  await screenLoaded(page, 'Dashboard');
  await hideButton(page).click();
  await page.goto('/manage/payout/');
  await screenLoaded(page, 'Payouts');
  expect((await textAndNames(page)).match(pattern)).toBeNull();
  await page.reload();
  await screenLoaded(page, 'Payouts');
  expect((await textAndNames(page)).match(pattern)).toBeNull();

  await page.goto('/manage/profile');
  const section = page.getByRole('region', { name: 'Privacy' });
  await section.getByRole('switch', { name: 'Hide amounts now' }).click({ force: true });
  await expect(hideButton(page)).toHaveAttribute('aria-pressed', 'false');
  await section.getByRole('switch', { name: 'Start with amounts hidden' }).click({ force: true });
  await expect(section.getByRole('switch', { name: 'Hide amounts now' })).toBeChecked();

  // shown again before leaving; the next start hides them anyway, from its first paint
  await hideButton(page).click();
  await expect(hideButton(page)).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/main/dashboard/');
  await screenLoaded(page, 'Dashboard');
  await expect(hideButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect((await textAndNames(page)).match(pattern)).toBeNull();
});

test('with amounts hidden, the CSV export asks before it writes them into a file', async ({ page }) => {
  await signInWithCookies(page, MERCHANT, { path: '/manage/transactions/' });
  await screenLoaded(page, 'Transactions');
  await page.keyboard.press('Alt+Shift+KeyH');
  await expect(hideButton(page)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export with amounts?' });
  await expect(dialog).toContainText('The file will contain every amount');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Export with amounts?' })
    .getByRole('button', { name: 'Export with amounts' })
    .click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file, 'utf8')).toMatch(/\d+\.\d{2}/);
  // the screen still hides them
  await expect(hideButton(page)).toHaveAttribute('aria-pressed', 'true');
});
