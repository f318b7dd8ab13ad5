import type { Page } from '@playwright/test';
import type { BenchContext, Figure, Measurement } from '../figure.ts';
import { startServer } from '../../scripts/servers.ts';
import { signedInState } from '../sign-in.ts';

/** How many notifications the demo merchant holds for this figure (SANDBOX_NOTIFICATIONS). */
const NOTIFICATIONS = 1000;
/** Pixels scrolled per animation frame: a fast, steady fling through the whole list. */
const SCROLL_STEP_PX = 120;

declare global {
  interface Window {
    __benchScroll?: () => Promise<number[]>;
  }
}

/**
 * Scrolling 1,000 notifications: a server of its own whose demo merchant holds 1,000 payout notifications
 * (SANDBOX_NOTIFICATIONS, on a throw-away data folder), /main/notification loaded to the end by scrolling (the
 * list's own loading on scroll, page after page), then scrolled from top to bottom one step per animation frame
 * while the page records every frame (requestAnimationFrame): frames per second and the 95th percentile frame
 * time, at 1× and at 4× CPU (CDP `Emulation.setCPUThrottlingRate`).
 */
export const notificationScroll: Figure = {
  name: 'notification scroll',
  async measure(context) {
    const server = await serverWithNotifications(context);
    try {
      return await measureScroll(context, server.url);
    } finally {
      await server.stop();
    }
  },
};

async function serverWithNotifications({ app }: BenchContext) {
  const previous = process.env.SANDBOX_NOTIFICATIONS;
  process.env.SANDBOX_NOTIFICATIONS = String(NOTIFICATIONS);
  try {
    return await startServer(app.distDir);
  } finally {
    if (previous === undefined) delete process.env.SANDBOX_NOTIFICATIONS;
    else process.env.SANDBOX_NOTIFICATIONS = previous;
  }
}

async function measureScroll({ browser }: BenchContext, url: string): Promise<Measurement[]> {
  const storageState = await signedInState(browser, url);
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/main/notification`);
  await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
  await loadAll(page);
  const rows: Measurement[] = [];
  for (const rate of [1, 4]) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const frames = await scrollFrames(page);
    const seconds = frames.reduce((sum, frame) => sum + frame, 0) / 1000;
    const fps = frames.length / seconds;
    const p95 = percentile(frames, 0.95);
    console.log(`  ${rate}× CPU: ${frames.length} frames in ${seconds.toFixed(1)} s`);
    rows.push(
      {
        figure: `scroll 1,000 notifications (${rate}× CPU): frames per second`,
        value: fps,
        unit: '',
        budget: { min: rate === 1 ? 58 : 40 },
      },
      { figure: `scroll 1,000 notifications (${rate}× CPU): p95 frame time`, value: p95, unit: 'ms' },
    );
  }
  await context.close();
  return rows;
}

/** Scrolls to the end until the list says every notification is loaded. */
async function loadAll(page: Page): Promise<void> {
  const all = page.getByText(
    `Showing ${NOTIFICATIONS.toLocaleString('en')} of ${NOTIFICATIONS.toLocaleString('en')}`,
  );
  const deadline = Date.now() + 120_000;
  while (!(await all.isVisible())) {
    if (Date.now() > deadline) throw new Error('The notification list did not load all 1,000 in 2 minutes.');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
  }
}

/**
 * In the page: one scroll step per frame from the top to the bottom, the time between frames recorded. A string,
 * not a function: the bundler that runs this file would rename helpers the page does not have.
 */
const SCROLL_SCRIPT = `
  window.__benchScroll = () => new Promise((resolve) => {
    const frames = [];
    let last = performance.now();
    const step = (now) => {
      frames.push(now - last);
      last = now;
      const end = document.documentElement.scrollHeight - innerHeight;
      if (scrollY >= end) return resolve(frames);
      scrollTo(0, Math.min(end, scrollY + ${SCROLL_STEP_PX}));
      requestAnimationFrame(step);
    };
    requestAnimationFrame((now) => { last = now; requestAnimationFrame(step); });
  });
  undefined;
`;

async function scrollFrames(page: Page): Promise<number[]> {
  await page.evaluate(SCROLL_SCRIPT);
  return page.evaluate(() => window.__benchScroll!());
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}
