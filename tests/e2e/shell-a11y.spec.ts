import { expect, test } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

for (const [label, stored] of [
  ['light', {}],
  ['dark', { colorScheme: 'dark' }],
  ['RTL', { dir: 'rtl' }],
] as const) {
  for (const width of [1400, 390]) {
    test(`the shell has no serious or critical axe violation (${label}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('bo-theme', value), JSON.stringify(stored));
      await signInWithCookies(page, DEMO_EMAIL.merchant);
      if (width > 992) await shellReady(page, 'Maya Merchant');
      else await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
