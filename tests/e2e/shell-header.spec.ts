import { expect, test } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { useOrganizationNamed } from './support/manage-api.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

test.use({ viewport: { width: 1400, height: 900 } });

/**
 * One merchant sign-in for the header: what it shows first, the Test mode switch, the organization switch (the
 * header then names Maya's Books), and last the account menu, which leaves for the profile.
 */
test('the merchant’s header: organization, bell, Test mode and profile menu, an env switch, an organization switch', async ({
  page,
}) => {
  // a journey of several screens in one sign-in: a busy 2-core CI machine takes 2–3× a quiet one’s time
  test.setTimeout(90_000);
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await shellReady(page, 'Maya Merchant');

  await test.step('the header shows the organization, bell, Test mode switch and the notifications', async () => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: 'PayDesk' }).first()).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Organization' })).toHaveValue("Maya's Coffee");
    await expect(header.getByRole('combobox', { name: 'Organization' })).toHaveCSS('width', '320px');
    await expect(page.getByTestId('profile-role')).toHaveText('OWNER');
    const env = (await page.context().cookies()).find((c) => c.name === 'env')?.value;
    await expect(header.getByRole('switch', { name: 'Test mode' })).toBeChecked({ checked: env === 'test' });
    await expect(header.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible();
    await expect(header.getByText('Master Portal')).toHaveCount(0);

    await header.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/main/notification');
    await expect(page.getByRole('link', { name: /^Payout of / }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the Test mode switch flips only when the provider accepts the switch', async () => {
    const toggle = page.getByRole('switch', { name: 'Test mode' });
    const wasTest = (await page.context().cookies()).find((c) => c.name === 'env')?.value === 'test';
    const next = wasTest ? 'live' : 'test';

    await page.route('**/v1/user/switchEnv**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, data: '<b>Switch refused</b>' }),
      }),
    );
    await page.getByRole('banner').locator('.bo-env-switch label').first().click();
    await expect(page.getByText('<b>Switch refused</b>')).toBeVisible();
    await expect(toggle).toBeChecked({ checked: wasTest });
    await page.unroute('**/v1/user/switchEnv**');

    const call = page.waitForRequest((r) => r.url().includes(`/v1/user/switchEnv?env=${next}`));
    await page.getByRole('banner').locator('.bo-env-switch label').first().click();
    await call;
    await expect(page.getByText('Environment switched successfully')).toBeVisible();
    await expect(toggle).toBeChecked({ checked: !wasTest });
    expect((await page.context().cookies()).find((c) => c.name === 'env')?.value).toBe(next);
  });

  await test.step('switching the organization calls the provider, changes the scope and says so', async () => {
    const switched = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().includes('/v1/org/setDefault/organization/'),
    );
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: "Maya's Books" }).click();
    await switched;
    await expect(page.getByText('Organization switched successfully')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue("Maya's Books");
    const cookies = await page.context().cookies();
    const orgId = (await switched).url().split('/').pop();
    expect(cookies.find((c) => c.name === 'orgID')?.value).toBe(orgId);
    await expect(page.getByText('Now viewing')).toHaveCount(0);
    // the other specs expect the merchant in Maya's Coffee
    await useOrganizationNamed(page.request, DEMO_EMAIL.merchant, "Maya's Coffee");
  });

  await test.step('the profile menu offers Profile and Log Out, and Profile opens the profile', async () => {
    await page.getByRole('button', { name: 'Account menu for Maya Merchant' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/manage\/profile$/);
  });
});

test('a master sees Master Portal and All Organizations, and the Now viewing toasts', async ({ page }) => {
  await signInWithCookies(page, DEMO_EMAIL.master);
  await shellReady(page, 'Morgan Master');
  await expect(page.getByText('Master Portal')).toBeVisible();
  await expect(page.getByTestId('profile-role')).toHaveText('MASTER');
  const selector = page.getByRole('combobox', { name: 'Organization' });
  await expect(selector).toHaveValue('All Organizations');

  await selector.click();
  await page.getByRole('option', { name: 'Nordic Gadgets' }).click();
  await expect(page.getByText('Organization switched successfully')).toBeVisible();
  await expect(page.getByText('Now viewing Nordic Gadgets')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'selectedMasterOrgId')?.value).not.toBe('');

  await selector.click();
  await page.getByRole('option', { name: 'All Organizations' }).click();
  await expect(page.getByText('Now viewing all organizations')).toBeVisible();
  await expect(selector).toHaveValue('All Organizations');
});

test('when the master list fails, a warning is logged and only All Organizations is offered', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/v1/org/master/organizations', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 0, data: 'Down' }),
    }),
  );
  await signInWithCookies(page, DEMO_EMAIL.master);
  await shellReady(page, 'Morgan Master');
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Organizations']);
  expect(warnings.some((text) => text.includes('Master organizations could not be loaded'))).toBe(true);
});
