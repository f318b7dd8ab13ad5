import { test } from '@playwright/test';
import { checkMoneyScreens, checkSettingsScreens } from './support/a11y-screens.ts';

/**
 * Every screen and its open states at 1280 px, light and dark: no serious or critical axe violation, no
 * sideways scroll. Two tests per scheme, each signed in once (a few minutes each on a busy machine); the
 * phone width has its own file, so parallel workers can split them.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test(`money screens at 1280 px (${colorScheme}) are accessible and fit`, async ({ page }) => {
    // 5 minutes at a load of 30 on 2 cores; about 1 on a quiet machine
    test.setTimeout(600_000);
    await checkMoneyScreens(page, { width: 1280, colorScheme });
  });

  test(`settings screens at 1280 px (${colorScheme}) are accessible and fit`, async ({ page }) => {
    // 5 minutes at a load of 30 on 2 cores; about 1 on a quiet machine
    test.setTimeout(600_000);
    await checkSettingsScreens(page, { width: 1280, colorScheme });
  });
}
