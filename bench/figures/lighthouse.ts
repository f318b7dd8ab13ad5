import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { startServer, type RunningServer } from '../../scripts/servers.ts';
import { buildFloor } from '../build.ts';
import type { Budget, Figure, Floor, Measurement } from '../figure.ts';
import { signInThroughForm } from '../sign-in.ts';
import { persistedSettled } from './offline-floors.ts';

/** The Lighthouse figures of one page, each the median over the runs. */
interface PageScores {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** A page audited in every run; `prepare` visits it first on the fresh profile, whose storage is then kept. */
interface AuditedPage {
  name: string;
  url: string;
  prepare?: (page: Page) => Promise<void>;
}

/**
 * Total Blocking Time counts what each long task lasts beyond 50 ms, so a floor page can block for 0 ms on a
 * quiet machine, and a ratio to 0 says nothing. A TBT floor is therefore taken as at least 50 ms (one long
 * task's allowance): with a floor of 0 ms, the sign-in page may block for 1.2 × 50 = 60 ms.
 */
const TBT_FLOOR_LEAST_MS = 50;

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4x CPU), median of `lighthouseRuns` runs, on the
 * baseline page, the two floor pages (issue 30: bench/floors/, the required stack alone), the sign-in page and
 * the signed-in dashboard. The runs are interleaved — run i audits each page in turn — so that a slow minute
 * of the machine falls on every page alike, and each audit starts a fresh Chromium profile. The dashboard's
 * profile first signs in through the form and the shell floor's first loads it once (its query cache
 * persisted), then Lighthouse audits without clearing storage: both are a signed-in user's return.
 */
export const lighthouseMobile: Figure = {
  name: 'Lighthouse mobile',
  async measure({ app, baseline, lighthouseRuns }) {
    const floorDirs = { signIn: await buildFloor('sign-in'), shell: await buildFloor('shell') };
    const servers: RunningServer[] = [];
    try {
      const signInFloor = await startServer(floorDirs.signIn);
      servers.push(signInFloor);
      const shellFloor = await startServer(floorDirs.shell);
      servers.push(shellFloor);
      const pages = {
        baseline: { name: 'baseline page', url: `${baseline.url}/` },
        signInFloor: { name: 'sign-in floor', url: `${signInFloor.url}/` },
        shellFloor: {
          name: 'shell floor',
          url: `${shellFloor.url}/`,
          prepare: async (page) => {
            await page.goto(`${shellFloor.url}/`);
            await page.getByTestId('balance').waitFor();
            await persistedSettled(page, 0);
          },
        },
        signIn: { name: '/', url: `${app.url}/` },
        dashboard: {
          name: '/main/dashboard/ signed in',
          url: `${app.url}/main/dashboard/`,
          prepare: (page) => signInThroughForm(page, app.url),
        },
      } satisfies Record<string, AuditedPage>;
      const keys = Object.keys(pages) as (keyof typeof pages)[];
      const runs = Object.fromEntries(keys.map((key) => [key, [] as PageScores[]])) as Record<
        keyof typeof pages,
        PageScores[]
      >;
      for (let run = 1; run <= lighthouseRuns; run++) {
        for (const key of keys) runs[key].push(await auditOnce(pages[key]));
        const last = keys.map((key) => {
          const { score, tbt } = runs[key].at(-1)!;
          return `${pages[key].name} ${score} / ${Math.round(tbt)} ms`;
        });
        console.log(`  run ${run}/${lighthouseRuns}, score / TBT: ${last.join(', ')}`);
      }
      const base = medians(runs.baseline);
      const signInFloorScores = medians(runs.signInFloor);
      const shellFloorScores = medians(runs.shellFloor);
      return [
        {
          figure: 'baseline page: Lighthouse score',
          value: base.score,
          unit: 'score',
          budget: { min: 98 },
          guard: true,
        },
        ...rows(pages.signInFloor.name, signInFloorScores, base, {}, { cls: false }),
        ...rows(pages.shellFloor.name, shellFloorScores, base, {}, { cls: false }),
        ...rows(
          pages.signIn.name,
          medians(runs.signIn),
          base,
          {
            score: { min: 95 },
            fcp: { max: 1500 },
            lcp: { max: 2000 },
            tbt: { max: 150 },
            cls: { max: 0.02 },
          },
          { tbtFloor: tbtFloor(pages.signInFloor.name, signInFloorScores), maxTbtRatio: 1.2 },
        ),
        ...rows(
          pages.dashboard.name,
          medians(runs.dashboard),
          base,
          {
            score: { min: 90 },
            lcp: { max: 2500 },
            cls: { max: 0.05 },
          },
          { tbtFloor: tbtFloor(pages.shellFloor.name, shellFloorScores), maxTbtRatio: 1.5 },
        ),
      ];
    } finally {
      for (const server of servers) await server.stop();
      for (const dir of Object.values(floorDirs)) rmSync(dir, { recursive: true, force: true });
    }
  },
};

function tbtFloor(name: string, scores: PageScores): Floor {
  return { name, value: scores.tbt, least: TBT_FLOOR_LEAST_MS };
}

function rows(
  page: string,
  scores: PageScores,
  base: PageScores,
  budgets: Partial<Record<keyof PageScores, Budget>>,
  options: { cls?: boolean; tbtFloor?: Floor; maxTbtRatio?: number } = {},
): Measurement[] {
  const timing = (key: 'fcp' | 'lcp' | 'tbt', label: string): Measurement => ({
    figure: `${page}: ${label}`,
    value: scores[key],
    unit: 'ms',
    baseline: base[key],
    ...(budgets[key] ? { budget: budgets[key] } : {}),
  });
  const tbt = timing('tbt', 'Total Blocking Time');
  if (options.tbtFloor) {
    tbt.floor = options.tbtFloor;
    if (options.maxTbtRatio !== undefined) tbt.maxFloorRatio = options.maxTbtRatio;
  }
  return [
    {
      figure: `${page}: Lighthouse score`,
      value: scores.score,
      unit: 'score',
      ...(budgets.score ? { budget: budgets.score } : {}),
    },
    timing('fcp', 'First Contentful Paint'),
    timing('lcp', 'Largest Contentful Paint'),
    tbt,
    ...(options.cls === false
      ? []
      : [
          {
            figure: `${page}: Cumulative Layout Shift`,
            value: scores.cls,
            unit: '' as const,
            ...(budgets.cls ? { budget: budgets.cls } : {}),
          },
        ]),
  ];
}

/** One Lighthouse run on a fresh Chromium profile; `prepare` visits the page first and its storage is kept. */
async function auditOnce({ url, prepare }: AuditedPage): Promise<PageScores> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    userDataDir,
  });
  try {
    if (prepare) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await prepare(page);
      await page.close();
      await browser.close();
    }
    const { audits, categories } = await lighthouseRun(url, chrome.port, prepare !== undefined);
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function medians(results: PageScores[]): PageScores {
  return {
    score: median(results.map((r) => r.score)),
    fcp: median(results.map((r) => r.fcp)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}

/**
 * One Lighthouse run. A run whose trace came out unusable (Lighthouse's own "Please run Lighthouse again", e.g.
 * NO_NAVSTART) is run again, up to twice: it says nothing about the page.
 */
async function lighthouseRun(url: string, port: number, keepStorage: boolean, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attempt < 3) {
    console.warn(`Lighthouse on ${url}: ${runtimeError.code}; running it again`);
    return lighthouseRun(url, port, keepStorage, attempt + 1);
  }
  throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
