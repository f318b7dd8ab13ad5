import { expect, type Page } from '@playwright/test';

/** Makes the page tall enough to scroll (the planned screens are short), once per page load. */
export async function makeTall(page: Page, height = 2400): Promise<void> {
  await page.evaluate((px) => {
    if (document.getElementById('e2e-spacer')) return;
    const spacer = document.createElement('div');
    spacer.id = 'e2e-spacer';
    spacer.style.height = `${px}px`;
    document.getElementById('main-content')?.append(spacer);
  }, height);
}

/**
 * Waits until the app's own shell has loaded its user (name shown in the header). After a reload the saved copy
 * of the screen shows the name first: until the app replaces it (#saved-screen removed), what a test does to
 * the page (a spacer in #main-content) lands in the copy and is gone a moment later.
 */
export async function shellReady(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('profile-name').first()).toHaveText(name);
  await expect(page.locator('#saved-screen')).toHaveCount(0);
}

/** Opens the theme switcher drawer, on the given tab: from the header, or on a phone from the navigation drawer. */
export async function openTheme(page: Page, tab: 'Theme Style' | 'Theme Colors' = 'Theme Style') {
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'Theme settings' });
  if (!(await inHeader.isVisible())) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'Theme settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Theme Switcher' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('tab', { name: tab }).click();
  return drawer;
}

/** Closes the theme drawer and waits for it to be gone. */
export async function closeTheme(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Theme Switcher' })).toBeHidden();
}
