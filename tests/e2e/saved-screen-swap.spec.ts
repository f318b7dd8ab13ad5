/**
 * A signed-in start paints the screen as the app last rendered it (scripts/vite/saved-screen.js), then the
 * app's own screen takes its place. The saved screen must paint as the app did — with its screen's stylesheets
 * — so that nothing moves at the swap: painted with the page's stylesheet only, the dashboard's main area
 * jumped 64 px and its padding animated when the app's stylesheets arrived (a layout shift of about 0.5).
 */
import { expect, test } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

test.use({ viewport: { width: 390, height: 844 } });

type Probe = Window & { layoutShift?: number };

test('the saved dashboard paints styled as the app renders it: the swap moves nothing', async ({ page }) => {
  await page.context().addInitScript(() => {
    (window as Probe).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as Probe).layoutShift! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await expect(page.locator('[data-testid^="balance-"]').first()).toBeVisible();
  // the start's own reloads over: a screen whose route is reloading is not the settled screen the app saves
  await page.waitForLoadState('networkidle');
  // the app saves the screen as the page is hidden
  await page.goto('about:blank');
  await page.goto('/main/dashboard/');
  await expect(page.locator('[data-testid^="balance-"]').first()).toBeVisible();
  // the screen was saved as the page went (a failure here is the save's, below it the boot script's paint)
  const savedAddresses = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('bo-saved-screen:'))
      .map((key) => key.split('|').at(-1)),
  );
  expect(savedAddresses).toContain('/main/dashboard/');
  await expect(page.locator('#saved-screen')).toHaveCount(0);
  const firstPaint = await page.evaluate(
    () => (performance.getEntriesByName('screen-visible', 'mark')[0] as PerformanceMark | undefined)?.detail,
  );
  expect(firstPaint).toEqual({ by: 'saved-screen' });
  // once the app's screen has settled (its data refreshed), the shifts of the whole load stay small
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as Probe).layoutShift)).toBeLessThan(0.05);
});
