import type { BrowserContextOptions, Page } from '@playwright/test';
import type { BenchContext, Figure, Measurement } from '../figure.ts';
import { recordRequestedFiles, totalKiB, type RequestedFiles } from '../../scripts/first-visit.ts';
import { signedInState } from '../sign-in.ts';
import { SIZE_BUDGETS_KIB, type SizeBudget } from '../../scripts/size-budgets.ts';

/**
 * Initial JS and CSS of a route, counted from what the browser requests on a first visit (empty cache),
 * each file at the size the server sends it: its build-time brotli or gzip copy.
 */
export const firstVisitBytes: Figure = {
  name: 'first-visit bytes',
  async measure(context) {
    const signIn = await requestedFiles(context, async (page) => {
      await page.goto(`${context.app.url}/`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    });
    const state = await signedInState(context.browser, context.app.url);
    const dashboard = await requestedFiles(
      context,
      async (page) => {
        await page.goto(`${context.app.url}/main/dashboard/`);
        await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
      },
      state,
    );
    return [
      ...sizes('sign-in route', signIn, context.app.distDir, SIZE_BUDGETS_KIB.signIn),
      ...sizes('signed-in dashboard route', dashboard, context.app.distDir, SIZE_BUDGETS_KIB.dashboard),
    ];
  },
};

async function requestedFiles(
  context: BenchContext,
  visit: (page: Page) => Promise<void>,
  storageState?: BrowserContextOptions['storageState'],
): Promise<RequestedFiles> {
  const browserContext = await context.browser.newContext(storageState ? { storageState } : {});
  const page = await browserContext.newPage();
  const requested = recordRequestedFiles(page, context.app.url);
  await visit(page);
  await page.waitForLoadState('networkidle');
  await browserContext.close();
  return requested();
}

function sizes(
  route: string,
  files: RequestedFiles,
  distDir: string,
  budgets: { js: SizeBudget; css?: SizeBudget },
): Measurement[] {
  const rows: Measurement[] = [];
  for (const kind of ['js', 'css'] as const) {
    const count = files[kind].length;
    const label = `${route}, first-visit ${kind.toUpperCase()} (${count} ${count === 1 ? 'file' : 'files'})`;
    const budget = budgets[kind];
    rows.push({
      figure: `${label}, gzip`,
      value: totalKiB(files[kind], 'gz', distDir),
      unit: 'KiB',
      ...(budget ? { budget: { max: budget.target } } : {}),
    });
    rows.push({ figure: `${label}, brotli`, value: totalKiB(files[kind], 'br', distDir), unit: 'KiB' });
  }
  return rows;
}
