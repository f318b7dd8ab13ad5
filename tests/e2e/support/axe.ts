import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
 * The serious and critical axe violations on the page (or inside `include`, a selector; only the colour rules
 * when `rules` says so), one line each with
 * the rule and the offending markup, so a failing test says what to fix; checked once opening transitions are
 * over. `label-content-name-mismatch` is on (axe leaves it off as experimental): a review found the profile
 * menu through it. Only violations are gathered in full: axe then skips computing a selector for every passing
 * node, most of its time on a large page.
 */
export async function seriousViolations(
  page: Page,
  include?: string,
  rules: 'all' | 'colour' = 'all',
): Promise<string[]> {
  await transitionsDone(page);
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
  });
  // the colour rules axe runs by default (its tag cat.color would add the AAA contrast rule): what a colour
  // scheme can change on the same markup
  if (rules === 'colour') builder.withRules(['color-contrast', 'link-in-text-block']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 200)).join(' | ')}`,
    );
}
