import { expect, test } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { openTheme, shellReady } from './support/shell.ts';

/** Issue 27, point 10: the theme panel on a 390×844 phone. */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await signInWithCookies(page, 'merchant@demo.test');
  await shellReady(page, 'Maya Merchant');
});

test('the close button is named, and closing returns to the page', async ({ page }) => {
  const drawer = await openTheme(page);
  await drawer.getByRole('button', { name: 'Close theme settings' }).click();
  await expect(drawer).toBeHidden();
});

for (const tab of ['Theme Style', 'Theme Colors'] as const) {
  test(`${tab}: every group shows its current choice, the defaults included, with a hint`, async ({
    page,
  }) => {
    const drawer = await openTheme(page, tab);
    await page.screenshot({ path: `/tmp/wt-theme-shots/panel-${tab}.png`, fullPage: false });
    const radioGroups = drawer.getByRole('radiogroup');
    const buttonGroups = drawer.getByRole('group');
    expect(await radioGroups.count()).toBeGreaterThan(0);
    for (const group of await radioGroups.all()) {
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
      await expect(group).toHaveAccessibleDescription(/\w.+/);
    }
    for (const group of await buttonGroups.all()) {
      await expect(group.locator('button[aria-pressed="true"]')).toHaveCount(1);
      await expect(group).toHaveAccessibleDescription(/\w.+/);
    }
  });
}

test('Reset can be reached at the foot of the panel, uncovered, and restores the defaults', async ({
  page,
}) => {
  const drawer = await openTheme(page);
  await drawer
    .getByRole('radiogroup', { name: 'Theme color mode' })
    .getByRole('radio', { name: 'Dark' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const reset = drawer.getByRole('button', { name: 'Reset' });
  await reset.scrollIntoViewIfNeeded();
  await expect(reset).toBeInViewport({ ratio: 1 });
  // nothing (an option, the scroll-to-top button) lies over its middle
  const box = (await reset.boundingBox())!;
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toBe('Reset');
  await reset.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(
    drawer.getByRole('radiogroup', { name: 'Theme color mode' }).getByRole('radio', { name: 'Light' }),
  ).toBeChecked();
});
