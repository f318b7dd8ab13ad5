import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, put into a page once per document (see `axeIn`). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until what was just opened has finished appearing: the next painted frame, then every running
 * transition or animation that ends (a fading dialog's contrast is not the contrast a user reads). Endless ones
 * (a loader's spin) are left alone.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe in the page itself. @axe-core/playwright put its 550 KB source into the page again on every check
 * and opened a second page to merge the results: 3 s a check on the transactions table against 1 s this way
 * (the app has no frames to merge). axe stays in the document until the next load.
 */
async function axeIn(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ include, options }) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(include ?? document, options),
    { include, options },
  );
}

/**
 * The serious and critical axe violations on the page (or inside `include`, a selector; only the colour rules
 * when `rules` says so), one line each with the rule and the offending markup, so a failing test says what to
 * fix; checked once opening transitions are over. `label-content-name-mismatch` is on (axe leaves it off as
 * experimental): a review found the profile menu through it. Only violations are gathered in full: axe then
 * skips computing a selector for every passing node, most of its time on a large page.
 */
export async function seriousViolations(
  page: Page,
  include?: string,
  rules: 'all' | 'colour' = 'all',
): Promise<string[]> {
  await transitionsDone(page);
  const options: RunOptions =
    rules === 'colour'
      ? // the colour rules axe runs by default (its tag cat.color would add the AAA contrast rule): what a
        // colour scheme can change on the same markup
        {
          runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
          resultTypes: ['violations'],
        }
      : { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] };
  const results = await axeIn(page, include, options);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 200)).join(' | ')}`,
    );
}
