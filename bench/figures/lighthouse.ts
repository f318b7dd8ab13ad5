import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import type { Budget, Figure, Measurement } from '../figure.ts';
import { signInThroughForm } from '../sign-in.ts';

/** The Lighthouse figures of one page, each the median over the runs. */
interface PageScores {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4x CPU), median of several runs, on the sign-in
 * page, on the dashboard signed in (signed in through the page, then audited in the same browser profile
 * without clearing its storage), and on the baseline page of the same run.
 */
export const lighthouseMobile: Figure = {
  name: 'Lighthouse mobile',
  async measure({ app, baseline, lighthouseRuns }) {
    const base = await audit(`${baseline.url}/`, lighthouseRuns);
    const signIn = await audit(`${app.url}/`, lighthouseRuns);
    const dashboard = await audit(`${app.url}/main/dashboard/`, lighthouseRuns, async (port) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = await browser.contexts()[0]!.newPage();
      await signInThroughForm(page, app.url);
      await page.close();
      await browser.close();
    });
    return [
      {
        figure: 'baseline page: Lighthouse score',
        value: base.score,
        unit: 'score',
        budget: { min: 98 },
        guard: true,
      },
      ...rows('/', signIn, base, {
        score: { min: 95 },
        fcp: { max: 1500 },
        lcp: { max: 2000 },
        tbt: { max: 150 },
        cls: { max: 0.02 },
      }),
      ...rows('/main/dashboard/ signed in', dashboard, base, {
        score: { min: 90 },
        lcp: { max: 2500 },
        cls: { max: 0.05 },
      }),
    ];
  },
};

function rows(
  page: string,
  scores: PageScores,
  base: PageScores,
  budgets: Partial<Record<keyof PageScores, Budget>>,
): Measurement[] {
  const timing = (key: 'fcp' | 'lcp' | 'tbt', label: string): Measurement => ({
    figure: `${page}: ${label}`,
    value: scores[key],
    unit: 'ms',
    baseline: base[key],
    ...(budgets[key] ? { budget: budgets[key] } : {}),
  });
  return [
    {
      figure: `${page}: Lighthouse score`,
      value: scores.score,
      unit: 'score',
      ...(budgets.score ? { budget: budgets.score } : {}),
    },
    timing('fcp', 'First Contentful Paint'),
    timing('lcp', 'Largest Contentful Paint'),
    timing('tbt', 'Total Blocking Time'),
    {
      figure: `${page}: Cumulative Layout Shift`,
      value: scores.cls,
      unit: '',
      ...(budgets.cls ? { budget: budgets.cls } : {}),
    },
  ];
}

/** Runs Lighthouse `runs` times on one Chromium profile; `prepare` may sign in first (storage is kept). */
async function audit(
  url: string,
  runs: number,
  prepare?: (port: number) => Promise<void>,
): Promise<PageScores> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    userDataDir,
  });
  try {
    await prepare?.(chrome.port);
    const results: PageScores[] = [];
    for (let run = 0; run < runs; run++) {
      const { audits, categories } = await lighthouseRun(url, chrome.port, prepare !== undefined);
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
    return {
      score: median(results.map((r) => r.score)),
      fcp: median(results.map((r) => r.fcp)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
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
