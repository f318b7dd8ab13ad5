import { expect, test, type Page } from '@playwright/test';
import { outOfOrder, renderedText, xOf } from './support/bidi.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { closeTheme, openTheme, shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 27, point 11: the RTL option mirrors the layout but never scrambles English, amounts, dates or ids.
 * Each screen names texts of the kinds that used to come out reversed ("days 30", "USDT 647.01",
 * ".refundable"); each must be drawn in the order it is written, and no page may scroll sideways.
 */
const AMOUNT = /^-?[\d,]+(\.\d+)? [A-Z]{3,5}$/;
const DATE = /^\d{1,2} [A-Z][a-z]+ \d{4}\b/;
const SENTENCE = /^[A-Z][^.]* [a-z]+\.$/;

async function expectReadsLeftToRight(page: Page, pattern: RegExp) {
  // the screen may still be loading, or replace its saved copy or refresh its data between two reads: one read
  // gives both the text and where its characters are drawn
  let rendered: Awaited<ReturnType<typeof renderedText>> = null;
  await expect
    .poll(
      async () => {
        rendered = await renderedText(page, pattern);
        return rendered ? outOfOrder(rendered.glyphs) : [`no text matching ${pattern} shown yet`];
      },
      { message: `a text matching ${pattern} is drawn as written` },
    )
    .toEqual([]);
  return rendered!;
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px, RTL mirrors the layout and keeps every text in reading order`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await shellReady(page, 'Maya Merchant');
    const drawer = await openTheme(page);
    await drawer.getByRole('radiogroup', { name: 'Directions' }).getByRole('radio', { name: 'RTL' }).click();
    await closeTheme(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // the dashboard: a range preset and a volume
    await expect(page.getByText('30 days', { exact: true }).first()).toBeVisible();
    const preset = await expectReadsLeftToRight(page, /^30 days$/);
    expect(xOf(preset, '30')).toBeLessThan(xOf(preset, 'days'));
    const volume = await expectReadsLeftToRight(page, AMOUNT);
    const code = volume.text.trim().split(' ').at(-1)!;
    expect(xOf(volume, volume.text.trim()[0]!)).toBeLessThan(xOf(volume, code));
    if (width > 1000) {
      // the frame stays mirrored: the menu on the right, the content on its left
      const menu = (await page.getByRole('navigation', { name: 'Main menu' }).boundingBox())!;
      expect(menu.x).toBeGreaterThan(width / 2);
    }
    await expectNoSidewaysScroll(page, width);

    // the transactions: amounts and dates
    await page.goto('/manage/transactions/');
    const firstPayment = page.locator('a[href^="/manage/transactions/pay_"]').first();
    await expect(firstPayment).toBeVisible();
    await expectReadsLeftToRight(page, AMOUNT);
    await expectReadsLeftToRight(page, DATE);
    await expectNoSidewaysScroll(page, width);

    // one transaction: an amount and an English sentence ending with its full stop
    await firstPayment.click();
    await page.waitForURL(/\/manage\/transactions\/pay_/);
    await expectReadsLeftToRight(page, AMOUNT);
    await expectReadsLeftToRight(page, SENTENCE);
    await expectNoSidewaysScroll(page, width);

    // the payouts: amounts with up to 8 decimals, and a pay-out period
    await page.goto('/manage/payout/');
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expectReadsLeftToRight(page, /^[\d,]+\.\d{3,} [A-Z]{3,5}$/);
    await expectReadsLeftToRight(page, /\d{4} – \d{2}/);
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: test.info().outputPath(`payouts-rtl-${width}.png`), fullPage: true });
  });
}
