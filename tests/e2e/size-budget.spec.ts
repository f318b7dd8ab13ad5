import { expect, test, type Page } from '@playwright/test';
import { recordRequestedFiles, totalKiB } from '../../scripts/first-visit.ts';
import { SIZE_BUDGETS_KIB } from '../../scripts/size-budgets.ts';
import { originFor, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The size check of `npm test`: the first-visit JS and CSS of the sign-in route and of the signed-in dashboard,
 * counted from what Chromium requests from this build (gzip copies, as the server sends them), stay under the
 * ceilings of scripts/size-budgets.ts. Not a timing: the same build gives the same figures on any machine.
 */
const distDir = process.env.DIST_DIR ?? 'dist';

async function firstVisit(page: Page, visit: () => Promise<void>) {
  const requested = recordRequestedFiles(page, originFor());
  await visit();
  await page.waitForLoadState('networkidle');
  const files = requested();
  return { js: totalKiB(files.js, 'gz', distDir), css: totalKiB(files.css, 'gz', distDir), files };
}

function report(route: string, sizes: { js: number; css: number; files: { js: string[]; css: string[] } }) {
  console.log(
    `${route}: JS ${sizes.js.toFixed(1)} KiB gzip (${sizes.files.js.length} files), ` +
      `CSS ${sizes.css.toFixed(1)} KiB gzip (${sizes.files.css.length} files)`,
  );
}

test('the sign-in route stays within its first-visit size budget', async ({ page }) => {
  const sizes = await firstVisit(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
  report('sign-in route', sizes);
  expect(sizes.files.js.length, 'the sign-in route requested no script').toBeGreaterThan(0);
  expect(sizes.js, 'sign-in route JS, KiB gzip').toBeLessThanOrEqual(SIZE_BUDGETS_KIB.signIn.js.ceiling);
  expect(sizes.css, 'sign-in route CSS, KiB gzip').toBeLessThanOrEqual(SIZE_BUDGETS_KIB.signIn.css.ceiling);
});

test('the signed-in dashboard stays within its first-visit size budget', async ({ page }) => {
  const sizes = await firstVisit(page, async () => {
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });
  report('signed-in dashboard route', sizes);
  expect(sizes.js, 'dashboard route JS, KiB gzip').toBeLessThanOrEqual(SIZE_BUDGETS_KIB.dashboard.js.ceiling);
});
