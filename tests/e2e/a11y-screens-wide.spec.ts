import { test } from '@playwright/test';
import { checkMoneyScreens, checkSettingsScreens } from './support/a11y-screens.ts';

/**
 * Every screen and its open states at 1280 px, each checked in light and dark: no serious or critical axe
 * violation, no sideways scroll. Two tests, each signed in once (a few minutes each on a busy machine); the
 * phone width has its own file, so parallel workers can split them.
 */
test('money screens at 1280 px are accessible, light and dark, and fit', async ({ page }) => {
  // 5 minutes at a load of 30 on 2 cores; about 1 on a quiet machine
  test.setTimeout(600_000);
  await checkMoneyScreens(page, { width: 1280 });
});

test('settings screens at 1280 px are accessible, light and dark, and fit', async ({ page }) => {
  // 5 minutes at a load of 30 on 2 cores; about 1 on a quiet machine
  test.setTimeout(600_000);
  await checkSettingsScreens(page, { width: 1280 });
});
