import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';

/** Issue 8, item 1: the notifications page, reached as a user reaches it, in a real browser. */

const notificationList = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const payoutLinks = (page: Page) => notificationList(page).getByRole('link', { name: /^Payout of / });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('View All opens the page; it pages through and opens a payout', async ({ page }) => {
    await signInWithCookies(page, 'merchant@demo.test');
    await shellReady(page, 'Maya Merchant');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    await page.getByRole('link', { name: 'View All' }).click();

    await expect(page).toHaveURL(/\/main\/notification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(payoutLinks(page)).toHaveCount(10);
    const firstPage = await payoutLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );

    const pages = page.getByRole('navigation', { name: 'Notification pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/main\/notification\?page=2$/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(payoutLinks(page).first()).not.toHaveAttribute('href', firstPage[0]!);
    const secondPage = await payoutLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

    // the address is the view: a reload shows the same page
    await page.reload();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const link = payoutLinks(page).first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/manage\/payout\/[0-9a-f]{24}\?showPayment=true$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { name: 'Payout detail' })).toBeVisible();

    // back in the history: the page the user left
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/notification\?page=2$/);
    await expect(payoutLinks(page)).toHaveCount(secondPage.length);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits 390 px without sideways scrolling and has no serious axe violation', async ({ page }) => {
    await signInWithCookies(page, 'merchant@demo.test', { path: '/main/notification' });
    await expect(payoutLinks(page)).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Notification pages' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).include('#main-content').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual(
      [],
    );
  });
});
