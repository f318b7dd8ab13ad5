import type { Locator, Page } from '@playwright/test';
import type { BenchContext, Figure } from '../figure.ts';
import { signedInState } from '../sign-in.ts';
import { median } from './lighthouse.ts';

/** Sidebar entries tapped in turn: each is a first visit of its screen (its route chunk loads too). */
const SIDEBAR_ITEMS = ['Transactions', 'Payout', 'Organization', 'API Key', 'Payment Config'];

/** Milliseconds from the tap: the frame with the screen's heading, and the frame with its content. */
interface TapTimes {
  heading: number;
  content: number;
}

declare global {
  interface Window {
    __benchTap?: Promise<TapTimes>;
  }
}

/**
 * The time from a tap on a sidebar item to the frame that shows the next screen's heading, at 4x CPU
 * slowdown (CDP `Emulation.setCPUThrottlingRate`), median over several items; the baseline page's own
 * tap-to-paint (a link that swaps its heading) is measured the same way in the same run. A screen paints its
 * heading and skeleton first (`PaintFirst`); the frame with its content (no `aria-busy` left in the main
 * area) is reported beside it, for information.
 */
export const tapToPaint: Figure = {
  name: 'tap to paint',
  async measure(context) {
    const base = await baselineTaps(context);
    const app = await appTaps(context);
    return [
      {
        figure: 'tap a sidebar item → next screen painted (4× CPU)',
        value: median(app.map((tap) => tap.heading)),
        unit: 'ms',
        baseline: base,
        budget: { max: 200 },
        maxRatio: 1.5,
      },
      {
        figure: 'tap a sidebar item → its content painted (4× CPU)',
        value: median(app.map((tap) => tap.content)),
        unit: 'ms',
      },
    ];
  },
};

async function appTaps({ app, browser }: BenchContext): Promise<TapTimes[]> {
  const storageState = await signedInState(browser, app.url);
  const context = await browser.newContext({ storageState, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.url}/main/dashboard/`);
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await slowCpu(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const times: TapTimes[] = [];
  for (const item of SIDEBAR_ITEMS)
    times.push(await timeTap(page, menu.getByRole('link', { name: item, exact: true })));
  const shown = (tap: TapTimes) => `${Math.round(tap.heading)} ms (content ${Math.round(tap.content)} ms)`;
  console.log(`  taps: ${SIDEBAR_ITEMS.map((item, index) => `${item} ${shown(times[index]!)}`).join(', ')}`);
  await context.close();
  return times;
}

async function baselineTaps({ baseline, browser }: BenchContext): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseline.url}/`);
  await page.getByRole('heading', { name: 'Baseline page' }).waitFor();
  await slowCpu(page);
  const times: number[] = [];
  for (let tap = 0; tap < SIDEBAR_ITEMS.length; tap++)
    times.push((await timeTap(page, page.getByRole('link', { name: 'Next screen' }))).heading);
  await context.close();
  return median(times);
}

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Arms a listener in the page, taps, and reads how long after the pointerdown event the frame with a new
 * main heading was produced (requestAnimationFrame, then a task: the paint of that frame has happened), and
 * the frame where the main area is no longer busy (the content, after the skeleton).
 */
const ARM_TAP_LISTENER = `
  window.__benchTap = new Promise((resolve) => {
    const headingText = () => document.querySelector('#main-content h1')?.textContent ?? '';
    const busy = () => document.querySelector('#main-content [aria-busy="true"]') !== null;
    const before = headingText();
    addEventListener('pointerdown', (event) => {
      const start = event.timeStamp;
      const painted = (ready) => new Promise((done) => {
        const check = () => {
          if (ready()) requestAnimationFrame(() => setTimeout(() => done(performance.now() - start)));
          else requestAnimationFrame(check);
        };
        check();
      });
      const heading = painted(() => headingText() && headingText() !== before);
      const content = heading.then(() => painted(() => !busy()));
      Promise.all([heading, content]).then(([heading, content]) => resolve({ heading, content }));
    }, { once: true, capture: true });
  });
  // the script's value must not be the promise: page.evaluate would wait for it, and the tap comes after
  undefined;
`;

async function timeTap(page: Page, target: Locator): Promise<TapTimes> {
  // a string, not a function: the bundler that runs this file would rename helpers the page does not have
  await page.evaluate(ARM_TAP_LISTENER);
  await target.click();
  return page.evaluate(() => window.__benchTap!);
}
