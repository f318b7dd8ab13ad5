import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { buildApp, buildBaseline } from './build.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import type { Measurement } from './figure.ts';
import { FIGURES } from './figures/index.ts';
import { judge, table } from './report.ts';
import { startServer } from '../scripts/servers.ts';

/**
 * `npm run bench`: builds the app and the baseline page, serves each as `npm start` does (own port, throw-away
 * data), measures every figure of figures/index.ts, prints the table and writes bench/results.json.
 * BENCH_LIGHTHOUSE_RUNS (default 5) sets how many Lighthouse runs each median is taken over; BENCH_ONLY (a
 * part of a figure module's name) measures only the matching modules, when working on one figure.
 */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const only = process.env.BENCH_ONLY;
const figures = FIGURES.filter((figure) => !only || figure.name.includes(only));

console.log('Building the app and the baseline page…');
const distDir = buildApp();
const baselineDir = await buildBaseline();
const app = await startServer(distDir);
const baseline = await startServer(baselineDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

const measurements: Measurement[] = [];
try {
  for (const figure of figures) {
    console.log(`Measuring ${figure.name}…`);
    measurements.push(...(await figure.measure({ app, baseline, browser, lighthouseRuns })));
  }
} finally {
  await browser.close();
  await app.stop();
  await baseline.stop();
}

const rows = judge(measurements);
const result = {
  date: new Date().toISOString(),
  cores: availableParallelism(),
  node: process.version,
  lighthouseRuns,
  rows,
};
console.log(`\n${table(rows)}\n`);
console.log(
  `${result.date.slice(0, 10)}, ${result.cores} cores, Lighthouse median of ${lighthouseRuns} runs.`,
);
if (rows.some((row) => row.verdict === 'noisy'))
  console.log('The baseline page scored below its guard: this run is too noisy to judge timings.');
writeFileSync('bench/results.json', `${JSON.stringify(result, null, 2)}\n`);
process.exitCode = rows.some((row) => row.verdict === 'FAIL') ? 1 : 0;
