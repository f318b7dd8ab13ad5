import { expect, test, type Page } from '@playwright/test';
import { loginTokens, originFor, signInWithCookies } from './support/sign-in.ts';
import { transitionsDone } from './support/axe.ts';
import { makeTall, shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

test.use({ viewport: { width: 1400, height: 900 } });

/**
 * One sign-in for every check of the merchant's desktop shell: the no-modal check comes first (it is decided on
 * the first load), the environment switch near the end (it changes the user's environment), and the menu
 * search last (it leaves the dashboard).
 */
test('the merchant’s desktop shell: no modal, brand, footer, scroll-to-top, toast, sidebar and its search', async ({
  page,
}) => {
  // a journey of several screens in one sign-in: a busy 2-core CI machine takes 2–3× a quiet one’s time
  test.setTimeout(90_000);
  await signInWithCookies(page, DEMO_EMAIL.merchant);

  await test.step('a user with a complete configuration never sees the notification modal', async () => {
    // the modal is decided from the profile that names the user in the header
    await shellReady(page, 'Maya Merchant');
    await transitionsDone(page);
    await expect(page.getByRole('dialog', { name: 'Notification Configuration' })).toHaveCount(0);
  });

  await test.step('localhost shows the PayDesk brand: title, favicon, header logo, footer link', async () => {
    await expectBrand(page, 'localhost', 'PayDesk', '/brands/default/favicon.svg');
  });

  await test.step('the footer shows the current year and the brand with its link', async () => {
    const footer = page.locator('footer');
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} PayDesk`);
    await expect(footer.getByRole('link', { name: 'PayDesk' })).toHaveAttribute(
      'href',
      'https://paydesk.example',
    );
  });

  await test.step('scroll-to-top appears after 100 px of scrolling and takes the page back up', async () => {
    await makeTall(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    // scrolled 80 px, and the frame after the scroll event painted: still no button
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => done()), { once: true });
          window.scrollTo(0, 80);
        }),
    );
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  await test.step('a toast shows bottom-right and disappears after 5 seconds', async () => {
    // timed by the page itself, from the toast's arrival to its removal (a busy machine may look late)
    const onScreenMs = page.evaluate(
      (text) =>
        new Promise<number>((resolve) => {
          let shownAt = 0;
          new MutationObserver((_, observer) => {
            const present = document.body.textContent?.includes(text) ?? false;
            if (present && !shownAt) shownAt = performance.now();
            if (!present && shownAt) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      'Environment switched successfully',
    );
    await page.getByRole('banner').locator('.bo-env-switch label').first().click();
    const toast = page.getByText('Environment switched successfully');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThan(1400 / 2);
    expect(box.y).toBeGreaterThan(900 / 2);
    // gone within 8 s, and not before 4.5 s
    await expect(toast).toBeHidden({ timeout: 8000 });
    expect(await onScreenMs).toBeGreaterThanOrEqual(4500);
  });

  await test.step('the sidebar lists both sections and its search shows all three messages', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const title of [
      'Dashboards',
      'API Key',
      'Organization',
      'Payment Config',
      'Transactions',
      'Payout',
      'OnRamp Request',
    ]) {
      await expect(menu.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Payment Config' })).toHaveAttribute(
      'href',
      '/manage/paymentConfig/',
    );
    await expect(menu.getByRole('link', { name: 'OnRamp Request' })).toHaveAttribute(
      'href',
      '/manage/onRampRequest/',
    );

    const search = menu.getByRole('combobox', { name: 'Search menu' });
    await search.click();
    await expect(page.getByText('Type something')).toBeVisible();
    await search.fill('pay');
    await expect(page.getByRole('option')).toHaveText(['Payout', 'Payment Config']); // the permitted list's order;
    const results = page.locator('.bo-search-results');
    await expect(results).toHaveCSS('max-height', '250px');
    await search.fill('xyz');
    await expect(page.getByText('There is no component with this name')).toBeVisible();
    await search.fill('ord'); // "starts with", so "Organization" does not match "ord"
    await expect(page.getByText('There is no component with this name')).toBeVisible();
    await search.fill('Tra');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manage\/transactions\/$/);
  });
});

test('the notification configuration modal shows once per browser session', async ({
  page,
  browser,
  request,
}) => {
  const tokens = await loginTokens(request, DEMO_EMAIL.developer);
  const cleared = await request.patch('/v1/user/update-profile', {
    headers: { Authorization: `Bearer ${tokens.access.token}` },
    data: { notificationConfig: { email: '', slack: '' } },
  });
  expect(cleared.ok()).toBe(true);

  await signInWithCookies(page, DEMO_EMAIL.developer);
  const modal = page.getByRole('dialog', { name: 'Notification Configuration' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    'Please complete the notification configuration to start receiving notifications.',
  );
  await expect(modal.getByRole('link', { name: 'Complete configuration' })).toHaveAttribute(
    'href',
    '/manage/profile',
  );
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.reload();
  // the modal is decided from the profile that names the user in the header
  await expect(page.getByTestId('profile-name')).toHaveText('Dana Developer');
  await transitionsDone(page);
  await expect(modal).toHaveCount(0);

  // a new browser session (fresh session storage) asks again
  const other = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signInWithCookies(other, DEMO_EMAIL.developer);
  await expect(other.getByRole('dialog', { name: 'Notification Configuration' })).toBeVisible();
  await other.close();
});

test('on a 390 px phone the menu is a drawer behind the burger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(burger).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Payout' })).not.toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await burger.click();
  await expect(menu.getByRole('link', { name: 'Payout', exact: true })).toBeInViewport();
  await expect(menu.getByRole('combobox', { name: 'Organization' })).toHaveValue(/^Maya's /);
  await expect(menu.getByRole('switch', { name: 'Test mode' })).toBeVisible();
  await menu.getByRole('link', { name: 'Payout', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/payout\/$/);
  await expect(menu.getByRole('link', { name: 'Payout' })).not.toBeInViewport();
});

/** The brand of `host`: the tab's title and favicon, the header's logo, the footer's link, and the page stays on that host. */
async function expectBrand(page: Page, host: string, name: string, favicon: string) {
  await expect(page).toHaveTitle(name);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', favicon);
  await expect(page.getByRole('banner').getByRole('img', { name }).first()).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name })).toBeVisible();
  expect(page.url().startsWith(originFor(host))).toBe(true);
}

test('localhost and admin.localhost look different, and admin.localhost shows the PayDesk Operations brand', async ({
  page,
}) => {
  const primary = () =>
    page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboards' })
      .evaluate((el) => getComputedStyle(el).color);
  let defaultColour = '';
  let defaultShot: Buffer = Buffer.alloc(0);
  await test.step('localhost: the primary colour and the header as drawn', async () => {
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await shellReady(page, 'Maya Merchant');
    defaultColour = await primary();
    defaultShot = await page.locator('header').screenshot();
  });
  await signInWithCookies(page, DEMO_EMAIL.merchant, { host: 'admin.localhost' });
  await test.step('admin.localhost shows the PayDesk Operations brand', async () => {
    await expectBrand(page, 'admin.localhost', 'PayDesk Operations', '/brands/admin/favicon.svg');
  });
  await test.step('admin.localhost has another primary colour and another header', async () => {
    await shellReady(page, 'Maya Merchant');
    expect(await primary()).not.toBe(defaultColour);
    expect((await page.locator('header').screenshot()).equals(defaultShot)).toBe(false);
  });
});

test('partner.localhost shows the Harbor Pay brand', async ({ page }) => {
  await signInWithCookies(page, DEMO_EMAIL.merchant, { host: 'partner.localhost' });
  await expectBrand(page, 'partner.localhost', 'Harbor Pay', '/brands/partner/favicon.svg');
});
