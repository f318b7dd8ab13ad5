import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { buildFloor } from '../build.ts';
import { startServer } from '../../scripts/servers.ts';

/**
 * The limits of issue 26's offline figures, measured in the same run and the same way (a first visit online
 * through a service worker, then offline loads at 4× CPU, throttling reset after each):
 *
 * - the markup floor of "data visible": the screen's saved markup and its stylesheets as a static page, answered
 *   by the floors' minimal worker (bench/floors/public/floor-sw.js), no script before its paint; navigation → first
 *   contentful paint;
 * - the shell floor of "the app's own render": the signed-in shell floor page (bench/floors/shell, the required
 *   stack and nothing of the product), rendering its one query from the cache it persisted to IndexedDB;
 *   navigation → its `screen-app` mark.
 */

/** What the app's first visit saved for a screen: read from the context's storage by the offline figure. */
export interface SavedScreen {
  html: string;
  /** the screen's own stylesheets, beside the page's */
  stylesheets: string[];
}

/** The saved screen of `path` in a context's local storage (the boot script's record, src/lib/saved-screen.ts). */
export async function savedScreenOf(
  context: BrowserContext,
  origin: string,
  path: string,
): Promise<SavedScreen | undefined> {
  const { origins } = await context.storageState();
  const entries = origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const entry = entries.find(({ name }) => name.startsWith('bo-saved-screen:') && name.endsWith(`|${path}`));
  return entry ? (JSON.parse(entry.value) as SavedScreen) : undefined;
}

/** Offline loads of a static page holding `saved` (the median of `runs` first contentful paints). */
export async function markupFloor(
  browser: Browser,
  appDistDir: string,
  saved: SavedScreen,
  runs: number,
): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-markup-'));
  try {
    const pageStyles = [
      ...readFileSync(join(appDistDir, 'app.html'), 'utf8').matchAll(
        /<link rel="stylesheet"[^>]*href="([^"]+)"/g,
      ),
    ].map((match) => match[1]!);
    const stylesheets = [...new Set([...pageStyles, ...saved.stylesheets])];
    mkdirSync(join(dir, 'assets'));
    for (const href of stylesheets) copyFileSync(join(appDistDir, href), join(dir, href));
    for (const file of ['floor-sw.js', 'register-sw.js'])
      copyFileSync(resolve('bench/floors/public', file), join(dir, file));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html>
<html lang="en" dir="ltr" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Markup floor</title>
${stylesheets.map((href) => `    <link rel="stylesheet" href="${href}" />`).join('\n')}
  </head>
  <body>
    <div id="saved-screen">${saved.html}</div>
    <script src="/register-sw.js" defer></script>
  </body>
</html>
`,
    );
    return await floorLoads(browser, dir, runs, firstContentfulPaint);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Offline loads of the signed-in shell floor: navigation → its render from the restored cache. */
export async function shellFloor(browser: Browser, runs: number): Promise<number[]> {
  const dir = await buildFloor('shell');
  try {
    const rendered = async (page: Page) => {
      await page.waitForFunction(() => performance.getEntriesByName('screen-app', 'mark').length > 0);
      return page.evaluate(() => performance.getEntriesByName('screen-app', 'mark')[0]!.startTime);
    };
    return await floorLoads(browser, dir, runs, rendered, (page) => persistedSettled(page, 0));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves a floor folder, visits it online until its worker controls it and its data is kept, then loads it offline. */
async function floorLoads(
  browser: Browser,
  dir: string,
  runs: number,
  read: (page: Page) => Promise<number>,
  kept?: (page: Page) => Promise<void>,
): Promise<number[]> {
  const server = await startServer(dir);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.reload();
    await read(page);
    await kept?.(page);
    await page.close();
    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await throttledLoad(context, `${server.url}/`, read));
    return times;
  } finally {
    await context.close();
    await server.stop();
  }
}

/** One load of `url` at 4× CPU; the throttling is reset before the page closes (the next page may share it). */
export async function throttledLoad<T>(
  context: BrowserContext,
  url: string,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    return await read(page);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

/**
 * The hashes of the queries IndexedDB's persisted query caches hold (the app's entry, or the shell floor's),
 * sorted. A plain arrow function: tsx would wrap a named one in a helper the page does not have (and the app's
 * CSP forbids evaluating strings).
 */
const persistedQueryHashes = () =>
  new Promise<string[]>((resolve) => {
    const request = indexedDB.open('keyval-store');
    request.onupgradeneeded = () => request.result.createObjectStore('keyval');
    request.onsuccess = () => {
      const db = request.result;
      const all = db.transaction('keyval', 'readonly').objectStore('keyval').getAll();
      all.onsuccess = () => {
        db.close();
        const entries = all.result as { clientState?: { queries?: { queryHash: string }[] } }[];
        resolve(
          entries.flatMap((entry) => (entry.clientState?.queries ?? []).map((q) => q.queryHash)).sort(),
        );
      };
    };
  });

/**
 * Waits until the persisted query cache holds queries and has not changed for `quietMs` (0: as soon as it holds
 * any). A first visit waits for quiet, so that every query the screen loaded is written, not only the first ones:
 * the app writes at most once a second, and a write started as the page closes may never finish (the next
 * offline load would then miss a query its screen needs).
 */
export async function persistedSettled(page: Page, quietMs = 2500, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  let since = Date.now();
  for (;;) {
    const hashes = JSON.stringify(await page.evaluate(persistedQueryHashes));
    if (hashes !== last) {
      last = hashes;
      since = Date.now();
    } else if (hashes !== '[]' && Date.now() - since >= quietMs) return;
    if (Date.now() > deadline) throw new Error('the persisted query cache did not settle');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function firstContentfulPaint(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
}
