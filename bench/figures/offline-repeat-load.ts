import type { BrowserContext } from '@playwright/test';
import type { Figure, Measurement } from '../figure.ts';
import { signedInState } from '../sign-in.ts';
import { median } from './lighthouse.ts';
import { markupFloor, persistedSettled, savedScreenOf, shellFloor, throttledLoad } from './offline-floors.ts';

/** Repeat loads measured per screen (the median is reported). */
const RUNS = 5;
/** The screens a merchant opens on the go, and the element that shows each one's data. */
const SCREENS = [
  { path: '/main/dashboard/', name: 'dashboard', data: 'total-count' },
  { path: '/manage/organization/', name: 'organizations', data: 'balance' },
] as const;

/**
 * Issue 26's offline figures, at 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`), for the dashboard and
 * the organizations page: after a first visit (the service worker installed, the screen seen and its data
 * persisted), the browser goes offline and opens the screen again, five times:
 *
 * - "data visible": navigation → the `screen-visible` mark, the first paint of the screen's data: the app's
 *   own markup of it as last rendered, painted by app.html's boot script (scripts/vite/saved-screen.js), or the
 *   app's render when nothing was saved;
 * - "the app's own render": navigation → `screen-app`, the commit of the app's own screen from its restored
 *   cache (interactive from then on);
 * - "persisted-cache restore": the app's `persisted-cache-restore` measure in those loads (reading the user's
 *   entry from IndexedDB, checking it and hydrating the query cache), over both screens.
 */
export const offlineRepeatLoad: Figure = {
  name: 'offline repeat load',
  async measure({ app, browser }) {
    const storageState = await signedInState(browser, app.url);
    const rows: Measurement[] = [];
    const restores: number[] = [];
    const shell = await shellFloor(browser, RUNS);
    console.log(`  offline loads of the shell floor: ${shell.map(Math.round).join(', ')} ms`);
    const shellMedian = median(shell);
    rows.push({
      figure:
        'offline floor: the signed-in shell floor page, navigation → its render from its restored cache (4× CPU)',
      value: shellMedian,
      unit: 'ms',
    });
    for (const screen of SCREENS) {
      const context = await browser.newContext({ storageState, viewport: { width: 1400, height: 900 } });
      try {
        await firstVisit(context, `${app.url}${screen.path}`, screen.data);
        await context.setOffline(true);
        const loads: Marks[] = [];
        for (let run = 0; run < RUNS; run++)
          loads.push(await offlineLoad(context, `${app.url}${screen.path}`));
        restores.push(...loads.map((load) => load.restore));
        const saved = await savedScreenOf(context, app.url, screen.path);
        const markup = saved ? await markupFloor(browser, app.distDir, saved, RUNS) : [];
        console.log(
          `  offline loads of the ${screen.name}'s markup floor: ${markup.map(Math.round).join(', ')} ms`,
        );
        console.log(
          `  offline loads of the ${screen.name}: ${loads.map((load) => `${Math.round(load.visible)} ms (${load.by}; the app's ${Math.round(load.app)} ms, restore ${load.restore.toFixed(1)} ms)`).join(', ')}`,
        );
        const markupMedian = markup.length ? median(markup) : Number.NaN;
        rows.push(
          {
            figure: `offline floor: the ${screen.name}'s saved markup and stylesheets as a static page, navigation → first paint (4× CPU)`,
            value: markupMedian,
            unit: 'ms',
          },
          {
            figure: `offline repeat load, ${screen.name}: navigation → data visible (4× CPU; × its markup floor)`,
            value: median(loads.map((load) => load.visible)),
            unit: 'ms',
            budget: { max: 400 },
            ...(markup.length
              ? { floor: { name: `${screen.name}'s markup floor`, value: markupMedian } }
              : {}),
          },
          {
            figure: `offline repeat load, ${screen.name}: navigation → the app's own render (4× CPU; × the shell floor)`,
            value: median(loads.map((load) => load.app)),
            unit: 'ms',
            budget: { max: 1000 },
            floor: { name: 'shell floor', value: shellMedian },
          },
        );
      } finally {
        await context.close();
      }
    }
    rows.push({
      figure: 'persisted-cache restore (4× CPU)',
      value: median(restores),
      unit: 'ms',
      budget: { max: 50 },
    });
    return rows;
  },
};

/**
 * Online: the worker takes control, the screen is seen through it (its code in the runtime cache), its data is
 * saved to IndexedDB, and the page is closed (the app saves the screen's markup as the page goes).
 */
async function firstVisit(context: BrowserContext, url: string, testId: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId(testId).first().waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  await page.reload();
  await page.getByTestId(testId).first().waitFor();
  await persistedSettled(page);
  await page.close();
}

interface Marks {
  /** the data's first paint: the saved screen's, else the app's */
  visible: number;
  /** who painted it first */
  by: string;
  /** the app's own render of the screen, from its restored cache */
  app: number;
  restore: number;
}

/** One offline load at 4× CPU, read once the app itself shows the screen (times from navigation start). */
function offlineLoad(context: BrowserContext, url: string): Promise<Marks> {
  return throttledLoad(context, url, async (page) => {
    await page.waitForFunction(
      () => performance.getEntriesByName('screen-app', 'mark').length > 0,
      undefined,
      {
        timeout: 30_000,
      },
    );
    return page.evaluate(() => {
      const visible = performance.getEntriesByName('screen-visible', 'mark')[0] as PerformanceMark;
      return {
        visible: visible.startTime,
        by: (visible.detail as { by?: string } | null)?.by ?? 'app',
        app: performance.getEntriesByName('screen-app', 'mark')[0]!.startTime,
        restore:
          performance.getEntriesByName('persisted-cache-restore', 'measure')[0]?.duration ?? Number.NaN,
      };
    });
  });
}
