import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 27, points 3 to 5 on a 390×844 phone: a list's first row is on the first screen (the filters wait
 * behind a "Filters" button, search stays), a debounced search never undoes a filter chosen while it waited,
 * and an unknown address says so inside the app's frame (or on the signed-out page) with a way back.
 */
const PHONE = { width: 390, height: 844 };

/** The element's bottom edge, in page pixels from the top (the page is at its top when this is read). */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!.y + box!.height;
}

/** a touch target of at least 44×44 px (polled: a reload may first show the saved copy of the screen) */
async function expectTarget44(locator: Locator) {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box ? Math.min(box.width, box.height) : 0;
    })
    .toBeGreaterThanOrEqual(44);
}

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });

/** The list's answer for the search and the status together: what the user waits for once both are set. */
const bothFiltersLoaded = (page: Page) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/v1/transaction' &&
      url.searchParams.get('search') === 'order' &&
      url.searchParams.get('status') === 'refunded'
    );
  });

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  /**
   * One merchant sign-in on the phone: the transactions list and its Filters sheet, then Payout and back to a
   * bare Transactions through the menu drawer, then an unknown address and the way back from it.
   */
  test('the merchant’s phone lists: transactions and its Filters sheet, payouts, a search with a status, an unknown address', async ({
    page,
  }) => {
    // a journey of several screens in one sign-in: a busy 2-core CI machine takes 2–3× a quiet one’s time
    test.setTimeout(90_000);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const openFromMenu = async (name: string) => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await menu.getByRole('link', { name, exact: true }).click();
    };
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: '/manage/transactions/' });

    await test.step('transactions: search, the Filters button and the first row on the first screen', async () => {
      const firstRow = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
      await expect(firstRow).toBeVisible();
      expect(await bottomOf(firstRow)).toBeLessThanOrEqual(PHONE.height);
      await expect(page.getByRole('textbox', { name: 'Search' })).toBeInViewport();
      await expect(filtersButton(page)).toHaveAccessibleName('Filters');
      await expectTarget44(filtersButton(page));
      // the other filters are not on the page until the sheet opens
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    });

    await test.step('transactions: the Filters sheet sets status and processed, and its count survives a reload', async () => {
      await filtersButton(page).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('combobox', { name: 'Status' }).selectOption('failed');
      await expect(page).toHaveURL(/[?&]status=failed/);
      await sheet.getByRole('combobox', { name: 'Processed' }).selectOption('false');
      await expect(page).toHaveURL(/[?&]isProcessed=false/);
      expect(await seriousViolations(page)).toEqual([]);
      await sheet.getByRole('button', { name: 'Show the list' }).click();
      await expect(sheet).toBeHidden();
      // the count of active filters is on the button and in its name, and survives a reload (it is the URL's)
      await expect(filtersButton(page)).toHaveAccessibleName('Filters 2 active');
      await page.reload();
      await expect(filtersButton(page)).toHaveAccessibleName('Filters 2 active');
      await expect(filtersButton(page)).toContainText('2');
      await expectTarget44(filtersButton(page));
    });

    await test.step('payouts, opened from the menu: the first payout on the first screen', async () => {
      await openFromMenu('Payout');
      await expect(page).toHaveURL(/\/manage\/payout\/$/);
      const firstRow = page.getByRole('list', { name: 'Payouts' }).getByRole('listitem').first();
      await expect(firstRow).toBeVisible();
      expect(await bottomOf(firstRow)).toBeLessThanOrEqual(PHONE.height);
    });

    await test.step('transactions: a search typed before opening the filters keeps the status chosen in them', async () => {
      // the menu opens the bare list: no filter of the earlier step
      await openFromMenu('Transactions');
      await expect(page).toHaveURL(/\/manage\/transactions\/$/);
      await expect(
        page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first(),
      ).toBeVisible();
      const loaded = bothFiltersLoaded(page);
      await page.getByRole('textbox', { name: 'Search' }).fill('order');
      await filtersButton(page).click();
      await page
        .getByRole('dialog', { name: 'Filters' })
        .getByRole('combobox', { name: 'Status' })
        .selectOption('refunded');
      await expect(page).toHaveURL(/[?&]search=order/);
      await expect(page).toHaveURL(/[?&]status=refunded/);
      await loaded;
      await expect(page).toHaveURL(/[?&]status=refunded/);
      await expect(page).toHaveURL(/[?&]search=order/);
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('refunded');
    });

    await test.step('an unknown address, signed in: inside the app frame, with a way back to the dashboard', async () => {
      // typed into the address bar: no link leads to an unknown address
      await page.goto('/manage/no-such-screen');
      await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
      // the frame: the header's menu button and profile menu are there
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: /navigation|menu/i }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to the dashboard' }).click();
      await expect(page).toHaveURL(/\/main\/dashboard\/$/);
    });
  });

  test('an unknown address, signed out: the brand’s signed-out page, with a way to sign in', async ({
    page,
  }) => {
    await page.goto('/manage/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/manage\/no-such-screen$/);
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a search typed and a status chosen at once: after the pause both are in the address', async ({
    page,
  }) => {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: '/manage/transactions/' });
    await expect(page.getByRole('table', { name: 'Transactions' }).locator('tbody tr').first()).toBeVisible();
    // the filters stay inline on a wide screen: no Filters button
    await expect(filtersButton(page)).toHaveCount(0);
    const status = page.getByRole('combobox', { name: 'Status' });
    // the status is chosen while the search's pause (300 ms) is still running
    const loaded = bothFiltersLoaded(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('order');
    await status.selectOption('refunded');
    await expect(page).toHaveURL(/[?&]search=order/);
    await loaded;
    await expect(page).toHaveURL(/[?&]status=refunded/);
    await expect(page).toHaveURL(/[?&]search=order/);
    await expect(status).toHaveValue('refunded');
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('order');
  });
});
