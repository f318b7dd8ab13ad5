import { expect, test } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { openTheme, shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 27, point 10: the theme panel on a 390×844 phone (its axe check is in a11y-screens-phone.spec.ts). */
test.use({ viewport: { width: 390, height: 844 } });

test('the theme panel on a phone: named close, every choice shown with a hint, Reset in reach', async ({
  page,
}) => {
  // four checks that each used to have their own 30 s and sign-in
  test.setTimeout(120_000);
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await shellReady(page, 'Maya Merchant');

  await test.step('the close button is named, and closing returns to the page', async () => {
    const drawer = await openTheme(page);
    await drawer.getByRole('button', { name: 'Close theme settings' }).click();
    await expect(drawer).toBeHidden();
  });

  for (const tab of ['Theme Style', 'Theme Colors'] as const) {
    await test.step(`${tab}: every group shows its current choice, the defaults included, with a hint`, async () => {
      const drawer = await openTheme(page, tab);
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
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  }

  await test.step('Reset can be reached at the foot of the panel, uncovered, and restores the defaults', async () => {
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
});
