import { expect, test, type Page } from '@playwright/test';
import { recordRequestedFiles, totalKiB } from '../../scripts/first-visit.ts';
import {
  FIRST_VISIT_JS_BUDGETS,
  SIGN_IN_CSS_MAX_KIB,
  floorDependencyVersions,
  readFloorSizes,
} from '../../scripts/size-budgets.ts';
import { originFor, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The size check of `npm test`: the first-visit JS of the sign-in route and of the signed-in dashboard, counted
 * from what Chromium requests from this build (gzip copies, as the server sends them), as a ratio to its floor
 * page's as the bench last recorded it (bench/floor-sizes.json), stays under the route's `ceilingRatio` in
 * scripts/size-budgets.ts; the sign-in CSS under its absolute budget. The `maxRatio` target is judged by
 * `npm run bench`, against floors of the same run; both are printed. Not a timing: the same build gives the
 * same figures on any machine.
 */
const distDir = process.env.DIST_DIR ?? 'dist';
const floors = readFloorSizes();

async function firstVisit(page: Page, visit: () => Promise<void>) {
  const requested = recordRequestedFiles(page, originFor());
  await visit();
  await page.waitForLoadState('networkidle');
  const files = requested();
  return { js: totalKiB(files.js, 'gz', distDir), css: totalKiB(files.css, 'gz', distDir), files };
}

/** Prints the route's sizes, its ratio, ceiling and target; returns the ratio of its JS to its floor's. */
function jsRatio(
  route: '/' | '/main/dashboard/',
  sizes: { js: number; css: number; files: { js: string[]; css: string[] } },
): { ratio: number; ceiling: number } {
  const { floor, maxRatio, ceilingRatio } = FIRST_VISIT_JS_BUDGETS[route];
  const floorKiB = floors.jsGzipKiB[floor];
  const ratio = sizes.js / floorKiB;
  console.log(
    `${route}: JS ${sizes.js.toFixed(1)} KiB gzip (${sizes.files.js.length} files) = ${ratio.toFixed(3)}× the ` +
      `${floor} floor (${floorKiB.toFixed(1)} KiB, recorded ${floors.date}); ceiling ${ceilingRatio}× ` +
      `(enforced here), target ${maxRatio}× (judged by npm run bench); CSS ${sizes.css.toFixed(1)} KiB gzip ` +
      `(${sizes.files.css.length} files)`,
  );
  return { ratio, ceiling: ceilingRatio };
}

test.beforeAll(() => {
  const now = floorDependencyVersions();
  const changed = Object.keys(now).filter((name) => now[name] !== floors.dependencies[name]);
  if (changed.length)
    console.warn(
      `bench/floor-sizes.json was recorded with other versions of ${changed.join(', ')}: refresh it with ` +
        '`BENCH_ONLY=first-visit npm run bench`.',
    );
});

test('the sign-in route stays within its first-visit size budget', async ({ page }) => {
  const sizes = await firstVisit(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
  const { ratio, ceiling } = jsRatio('/', sizes);
  expect(sizes.files.js.length, 'the sign-in route requested no script').toBeGreaterThan(0);
  expect(ratio, 'sign-in route JS over the sign-in floor').toBeLessThanOrEqual(ceiling);
  expect(sizes.css, 'sign-in route CSS, KiB gzip').toBeLessThanOrEqual(SIGN_IN_CSS_MAX_KIB);
});

test('the signed-in dashboard stays within its first-visit size budget', async ({ page }) => {
  const sizes = await firstVisit(page, async () => {
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });
  const { ratio, ceiling } = jsRatio('/main/dashboard/', sizes);
  expect(ratio, 'dashboard route JS over the shell floor').toBeLessThanOrEqual(ceiling);
});
