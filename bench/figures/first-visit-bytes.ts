import { rmSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { buildFloor } from '../build.ts';
import type { Figure, Measurement } from '../figure.ts';
import { recordRequestedFiles, totalKiB, type RequestedFiles } from '../../scripts/first-visit.ts';
import { startServer } from '../../scripts/servers.ts';
import { signedInState } from '../sign-in.ts';
import {
  FIRST_VISIT_JS_BUDGETS,
  FLOOR_SIZES_FILE,
  SIGN_IN_CSS_MAX_KIB,
  floorDependencyVersions,
  type FloorName,
  type FloorSizes,
} from '../../scripts/size-budgets.ts';

/** A first visit's files with the sizes the server sends them: its build-time gzip and brotli copies. */
interface Sizes {
  files: RequestedFiles;
  gz: { js: number; css: number };
  br: { js: number; css: number };
}

/** The signed-in screens measured opened first, each by its `<h1>` (the paths of FIRST_VISIT_JS_BUDGETS). */
const SIGNED_IN_SCREENS = [
  { path: '/main/dashboard/', name: 'signed-in dashboard', heading: 'Dashboard' },
  { path: '/manage/transactions/', name: 'transactions opened first', heading: 'Transactions' },
  { path: '/manage/payout/', name: 'payouts opened first', heading: 'Payouts' },
  { path: '/manage/organization/', name: 'organizations opened first', heading: 'Organizations' },
  { path: '/main/notification', name: 'notifications opened first', heading: 'Notifications' },
] as const satisfies { path: keyof typeof FIRST_VISIT_JS_BUDGETS; name: string; heading: string }[];

const FLOORS = [
  {
    name: 'sign-in',
    visit: (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
  },
  { name: 'shell', visit: (page: Page) => page.getByTestId('balance').waitFor() },
] as const satisfies { name: FloorName; visit: (page: Page) => Promise<void> }[];

/**
 * Initial JS and CSS of the floor pages (issue 30: bench/floors/, the required stack alone, built and served as
 * the app is) and of the app's routes, counted from what the browser requests on a first visit (empty cache),
 * each file at the size the server sends it. The app's JS is judged as a ratio to its floor's, measured here
 * (scripts/size-budgets.ts); the floors' sizes are written to bench/floor-sizes.json, which npm test's size
 * check reads.
 */
export const firstVisitBytes: Figure = {
  name: 'first-visit bytes',
  async measure({ app, browser }) {
    const floors = {} as Record<FloorName, Sizes>;
    for (const floor of FLOORS) floors[floor.name] = await floorSizes(browser, floor.name, floor.visit);
    recordFloorSizes(floors);
    const rows: Measurement[] = FLOORS.flatMap(({ name }) => sizeRows(`${name} floor`, floors[name]));

    const signIn = await firstVisit(browser, app.url, app.distDir, '/', (page) =>
      page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
    );
    rows.push(...sizeRows('sign-in page /', signIn, '/', floors));
    const { cookies } = await signedInState(browser, app.url);
    for (const screen of SIGNED_IN_SCREENS) {
      const sizes = await firstVisit(
        browser,
        app.url,
        app.distDir,
        screen.path,
        (page) => page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor(),
        { cookies, origins: [] },
      );
      rows.push(...sizeRows(`${screen.name} ${screen.path}`, sizes, screen.path, floors));
    }
    return rows;
  },
};

/** Builds a floor page, serves it as `npm start` serves the app, and measures its first visit. */
async function floorSizes(browser: Browser, name: FloorName, visit: (page: Page) => Promise<void>) {
  const dir = await buildFloor(name);
  const server = await startServer(dir);
  try {
    return await firstVisit(browser, server.url, dir, '/', visit);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh context opens `path`; once `visit` sees the screen and the network is idle, the requests are summed. */
async function firstVisit(
  browser: Browser,
  origin: string,
  distDir: string,
  path: string,
  visit: (page: Page) => Promise<void>,
  storageState?: BrowserContextOptions['storageState'],
): Promise<Sizes> {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const requested = recordRequestedFiles(page, origin);
    await page.goto(`${origin}${path}`);
    await visit(page);
    await page.waitForLoadState('networkidle');
    const files = requested();
    const sum = (encoding: 'gz' | 'br') => ({
      js: totalKiB(files.js, encoding, distDir),
      css: totalKiB(files.css, encoding, distDir),
    });
    return { files, gz: sum('gz'), br: sum('br') };
  } finally {
    await context.close();
  }
}

/**
 * The rows of one page: JS and CSS, gzip and brotli. An app route's JS shows its ratio to the same figure of its
 * floor; the gzip one is its budget (FIRST_VISIT_JS_BUDGETS); the sign-in page's CSS has an absolute budget.
 */
function sizeRows(
  page: string,
  sizes: Sizes,
  route?: keyof typeof FIRST_VISIT_JS_BUDGETS,
  floors?: Record<FloorName, Sizes>,
): Measurement[] {
  const rows: Measurement[] = [];
  const budget = route ? FIRST_VISIT_JS_BUDGETS[route] : undefined;
  for (const kind of ['js', 'css'] as const) {
    const count = sizes.files[kind].length;
    const label = `${page}, first-visit ${kind.toUpperCase()} (${count} ${count === 1 ? 'file' : 'files'})`;
    for (const encoding of ['gz', 'br'] as const) {
      const floor =
        kind === 'js' && budget && floors
          ? { name: `${budget.floor} floor`, value: floors[budget.floor][encoding].js }
          : undefined;
      const judged = encoding === 'gz';
      rows.push({
        figure: `${label}, ${encoding === 'gz' ? 'gzip' : 'brotli'}`,
        value: sizes[encoding][kind],
        unit: 'KiB',
        ...(floor ? { floor } : {}),
        ...(floor && judged ? { maxFloorRatio: budget!.maxRatio } : {}),
        ...(kind === 'css' && route === '/' && judged ? { budget: { max: SIGN_IN_CSS_MAX_KIB } } : {}),
      });
    }
  }
  return rows;
}

/** Writes the floors' first-visit JS (gzip) to FLOOR_SIZES_FILE, with the day and the stack's versions. */
function recordFloorSizes(floors: Record<FloorName, Sizes>): void {
  const record: FloorSizes = {
    date: new Date().toISOString().slice(0, 10),
    dependencies: floorDependencyVersions(),
    jsGzipKiB: {
      'sign-in': Math.round(floors['sign-in'].gz.js * 10) / 10,
      shell: Math.round(floors.shell.gz.js * 10) / 10,
    },
  };
  writeFileSync(FLOOR_SIZES_FILE, `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `  the floors' first-visit JS written to bench/floor-sizes.json: ${JSON.stringify(record.jsGzipKiB)}`,
  );
}
