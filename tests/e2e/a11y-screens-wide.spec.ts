import { test } from '@playwright/test';
import { checkEveryScreen } from './support/a11y-screens.ts';

/**
 * Every screen and its open states at 1280 px, light and dark: no serious or critical axe violation, no sideways
 * scroll, one sign-in per scheme. The phone width has its own file, so the two can run in parallel workers.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test(`every screen at 1280 px (${colorScheme}) is accessible and fits`, async ({ page }) => {
    test.setTimeout(300_000);
    await checkEveryScreen(page, { width: 1280, colorScheme });
  });
}
