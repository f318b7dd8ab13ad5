import { expect, test, type Page } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issues 8 and 12: the notifications page, reached as a user reaches it, in a real browser. */

const notificationList = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const payoutLinks = (page: Page) => notificationList(page).getByRole('link', { name: /^Payout of / });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('View All opens the page; scrolling loads the rest; a notification opens its payout', async ({
    page,
  }) => {
    const firstLoad = page.waitForRequest((request) => request.url().includes('/v1/notification?'));
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await shellReady(page, 'Maya Merchant');
    expect(new URL((await firstLoad).url()).search).toBe('?page=1&limit=10');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    await page.getByRole('link', { name: 'View All' }).click();

    await expect(page).toHaveURL(/\/main\/notification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const summary = page.getByText(/^\d+ unread · \d+ in all$/);
    const total = Number((await summary.textContent())!.match(/(\d+) in all/)![1]);
    expect(total).toBeGreaterThan(10);
    // page 1, limit 10, then the next pages as the end of the list comes near
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText(`Showing ${total} of ${total}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    const href = (await payoutLinks(page).first().getAttribute('href'))!;
    expect(href).toMatch(/^\/manage\/payout\/[0-9a-f]{24}\?showPayment=true$/);
    // by its address, not its place: payouts other specs created keep adding notifications at the top
    await notificationList(page).locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));

    // back in the history: the list again
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/notification$/);
    await expect(payoutLinks(page).first()).toBeVisible();
  });
});
