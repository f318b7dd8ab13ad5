import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { callAs, setCoffeeRole } from './support/manage-api.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 10: the API key screen (/manage/apikey/) as its users meet it, in Chromium against the sandbox. */
const PATH = '/manage/apikey/';

/** The row (table, ≥ 992 px) or card (below) of a key, found by its name. */
const keyRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'API keys' })
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

async function createKey(page: Page, name: string, expiry: '30 days' | '90 days' | '365 days' | 'Never') {
  await page.getByRole('button', { name: 'Create API key' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Create a (test|live) API key$/ });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByText(expiry, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const secretDialog = page.getByRole('dialog', { name: `Secret of “${name}”` });
  await expect(secretDialog).toBeVisible();
  return secretDialog;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a key is created, its secret copied once, listed with its expiry, and revoked', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: PATH });
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    const suffix = Date.now().toString(36);
    const forever = `Forever ${suffix}`;
    const monthly = `Monthly ${suffix}`;

    const secretDialog = await createKey(page, forever, 'Never');
    const secret = (await secretDialog.getByTestId('new-key-secret').textContent())!;
    expect(secret).toMatch(/^sk_test_[0-9a-f]{48}$/);
    await expect(secretDialog.getByText(/This secret will not be shown again/)).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await secretDialog.getByRole('button', { name: 'Copy secret' }).click();
    await expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);

    const second = await createKey(page, monthly, '30 days');
    await second.getByRole('button', { name: 'Done' }).click();

    // side by side: NEVER for the key without expiry, the date 30 days ahead for the other
    await expect(keyRow(page, forever).getByTestId('key-expiry')).toHaveText('NEVER');
    const expected = await page.evaluate(() => {
      const date = new Date(Date.now() + 30 * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
    });
    await expect(keyRow(page, monthly).getByTestId('key-expiry')).toHaveText(expected);
    await expect(keyRow(page, monthly).getByText('test', { exact: true })).toBeVisible();
    await expect(keyRow(page, monthly).getByTestId('key-prefix')).toHaveText(/^pk_test_[0-9a-f]{4}•+$/);

    // the masked prefix copies the prefix, never a secret
    await keyRow(page, monthly)
      .getByRole('button', { name: `Copy key prefix of ${monthly}` })
      .click();
    const prefix = (await keyRow(page, monthly).getByTestId('key-prefix').textContent())!.replace(/•+$/, '');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prefix);

    // a reload shows the key, and no secret anywhere
    await page.reload();
    await expect(keyRow(page, forever)).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    await keyRow(page, monthly)
      .getByRole('button', { name: `Revoke ${monthly}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
    await expect(confirm).toContainText(`“${monthly}”`);
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(confirm).toBeHidden();
    await expect(keyRow(page, monthly).getByText('Revoked')).toBeVisible();
    await expect(keyRow(page, monthly).getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  });

  test('live keys carry a LIVE badge, test keys a TEST one, in different colours', async ({ page }) => {
    const badgeColour = (text: 'test' | 'live') =>
      keyRow(page, 'Production server')
        .getByText(text, { exact: true })
        .evaluate((element) => getComputedStyle(element.closest('.mantine-Badge-root')!).backgroundColor);
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: PATH });
    await expect(keyRow(page, 'Production server').getByText('test', { exact: true })).toBeVisible();
    const testColour = await badgeColour('test');
    await page.getByRole('banner').getByRole('switch', { name: 'Test mode' }).click();
    try {
      await expect(keyRow(page, 'Production server').getByText('live', { exact: true })).toBeVisible();
      await expect(keyRow(page, 'Production server').getByTestId('key-prefix')).toHaveText(/^pk_live_/);
      await expect(
        page.getByRole('table', { name: 'API keys' }).getByText('test', { exact: true }),
      ).toHaveCount(0);
      expect(await badgeColour('live')).not.toBe(testColour);
      await page.getByRole('button', { name: 'Create API key' }).click();
      await expect(page.getByRole('dialog', { name: 'Create a live API key' })).toBeVisible();
    } finally {
      await callAs(page.request, DEMO_EMAIL.merchant, 'PATCH', '/v1/user/switchEnv?env=test');
    }
  });

  test("a viewer is offered no action, and a stale page is refused with the provider's message", async ({
    page,
  }) => {
    await signInWithCookies(page, DEMO_EMAIL.viewer, { path: PATH });
    await expect(keyRow(page, 'Production server')).toBeVisible();
    await expect(page.getByText(/Your role can see this organization's keys/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

    // the owner makes Victor a developer: he opens the page, and is lowered again while it is open
    await setCoffeeRole(page.request, DEMO_EMAIL.viewer, 'developer');
    try {
      await page.reload();
      await page.getByRole('button', { name: 'Create API key' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create a test API key' });
      await dialog.getByLabel('Name').fill('Victor script');
      await setCoffeeRole(page.request, DEMO_EMAIL.viewer, 'viewer');
      await dialog.getByRole('button', { name: 'Create key' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Your role (viewer) cannot create or revoke API keys',
      );
      await expect(dialog.getByLabel('Name')).toHaveValue('Victor script');
    } finally {
      await setCoffeeRole(page.request, DEMO_EMAIL.viewer, 'viewer');
    }
  });
});
