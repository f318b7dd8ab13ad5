import type { Page } from '@playwright/test';
import type { Figure } from '../figure.ts';
import { signedInState } from '../sign-in.ts';
import { median } from './lighthouse.ts';

/** Repeat loads measured (the median is reported). */
const RUNS = 5;
const ORGANIZATIONS_PATH = '/manage/organization/';

/**
 * Issue 13's offline figures, at 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`):
 *
 * - "offline repeat load": after a first visit (the service worker installed, the organizations page seen
 *   and its data persisted), the browser goes offline and opens the organizations page again: the time from
 *   navigation to the `balances-visible` mark, the balances' first paint: by the page's boot script, from the
 *   snapshot the app saved (scripts/vite/instant-balances.js), before the app has loaded; beside it, for
 *   information, the app's own render of them from its restored cache (`balances-visible-app`).
 * - "persisted-cache restore": the app's own `persisted-cache-restore` measure (reading the user's entry from
 *   IndexedDB, checking it and hydrating the query cache) in those same loads.
 */
export const offlineRepeatLoad: Figure = {
  name: 'offline repeat load',
  async measure({ app, browser }) {
    const storageState = await signedInState(browser, app.url);
    const context = await browser.newContext({ storageState, viewport: { width: 1400, height: 900 } });
    try {
      await firstVisit(context.newPage(), app.url);
      await context.setOffline(true);
      const loads: Marks[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${app.url}${ORGANIZATIONS_PATH}`);
        loads.push(await readMarks(page));
        await page.close();
      }
      console.log(
        `  offline loads: ${loads.map((load) => `${Math.round(load.visible)} ms (restore ${load.restore.toFixed(1)} ms, the app's balances ${Math.round(load.app)} ms)`).join(', ')}`,
      );
      return [
        {
          figure: 'offline repeat load: navigation → cached balances on screen (4× CPU)',
          value: median(loads.map((load) => load.visible)),
          unit: 'ms',
          budget: { max: 400 },
        },
        {
          figure: "offline repeat load: navigation → the app's own balances (4× CPU)",
          value: median(loads.map((load) => load.app)),
          unit: 'ms',
        },
        {
          figure: 'persisted-cache restore (4× CPU)',
          value: median(loads.map((load) => load.restore)),
          unit: 'ms',
          budget: { max: 50 },
        },
      ];
    } finally {
      await context.close();
    }
  },
};

/** Online: the worker takes control, the page is seen through it, and its data is saved to IndexedDB. */
async function firstVisit(opening: Promise<Page>, appUrl: string): Promise<void> {
  const page = await opening;
  await page.goto(`${appUrl}${ORGANIZATIONS_PATH}`);
  await page.getByTestId('balance').first().waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  // again, now through the worker: the screen's code is in its runtime cache
  await page.reload();
  await page.getByTestId('balance').first().waitFor();
  await page.waitForFunction(saved, undefined, { timeout: 30_000 });
  await page.close();
}

/**
 * True once the persisted entry holds the memberships (the balances). Plain arrow functions only: tsx would
 * wrap a named one in a helper the page does not have (and the app's CSP forbids evaluating strings).
 */
const saved = () =>
  new Promise<boolean>((resolve) => {
    const request = indexedDB.open('keyval-store');
    request.onupgradeneeded = () => request.result.createObjectStore('keyval');
    request.onsuccess = () => {
      const db = request.result;
      const all = db.transaction('keyval', 'readonly').objectStore('keyval').getAll();
      all.onsuccess = () => {
        db.close();
        const entries = all.result as { clientState?: { queries?: { queryKey: unknown[] }[] } }[];
        resolve(
          entries.some((entry) =>
            (entry.clientState?.queries ?? []).some((q) => q.queryKey[1] === 'organizations'),
          ),
        );
      };
    };
  });

interface Marks {
  /** the balances' first paint: the page's boot script's (painted before the app), else the app's */
  visible: number;
  /** the app's own first render of the balances, from its restored cache */
  app: number;
  restore: number;
}

/** The app's marks of this load, once the app itself shows the balances (times from navigation start). */
async function readMarks(page: Page): Promise<Marks> {
  await page.waitForFunction(
    () => performance.getEntriesByName('balances-visible-app', 'mark').length > 0,
    undefined,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(() => ({
    visible: performance.getEntriesByName('balances-visible', 'mark')[0]!.startTime,
    app: performance.getEntriesByName('balances-visible-app', 'mark')[0]!.startTime,
    restore: performance.getEntriesByName('persisted-cache-restore', 'measure')[0]?.duration ?? Number.NaN,
  }));
}
