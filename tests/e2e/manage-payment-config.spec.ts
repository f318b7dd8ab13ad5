import { expect, test, type Page } from '@playwright/test';
import { callAs, setCoffeeRole } from './support/manage-api.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 10: the payment configuration screen (/manage/paymentConfig/) in Chromium against the sandbox. */
const PATH = '/manage/paymentConfig/';

const webhook = (page: Page) => page.getByLabel('Webhook URL');
const minimum = (page: Page) => page.getByLabel('Minimum payout');
const expiry = (page: Page) => page.getByLabel('Payment expiry');
const unsavedBar = (page: Page) => page.getByRole('region', { name: 'Unsaved changes' });

type Config = Record<string, unknown>;
const SAVED_FIELDS = ['acceptedCurrencies', 'settlementCurrency', 'autoPayout', 'payoutSchedule'] as const;

/** Merchant's configuration as stored, to put back after a test changed it (other specs read it). */
async function storedConfig(page: Page): Promise<Config> {
  return callAs<Config>(page.request, DEMO_EMAIL.merchant, 'GET', '/v1/config/payment');
}

async function restoreConfig(page: Page, config: Config) {
  const { minimumPayoutAmount, webhookUrl, paymentExpiryMinutes } = config;
  const body = Object.fromEntries(SAVED_FIELDS.map((name) => [name, config[name]]));
  await callAs(page.request, DEMO_EMAIL.merchant, 'PATCH', '/v1/config/payment', {
    ...body,
    minimumPayoutAmount,
    webhookUrl,
    paymentExpiryMinutes,
  });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the configuration is checked, shows unsaved changes, is saved and read back', async ({ page }) => {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: PATH });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment configuration' })).toBeVisible();
    const before = await storedConfig(page);
    try {
      await expect(webhook(page)).toHaveValue(String(before.webhookUrl));
      await expect(unsavedBar(page)).toHaveCount(0);

      await webhook(page).fill('http://shop.example/hooks');
      await minimum(page).fill('25.555');
      await expect(unsavedBar(page)).toContainText('You have unsaved changes');
      await unsavedBar(page).getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('The webhook must use https://')).toBeVisible();
      await expect(page.getByText('USD amounts have at most 2 decimals')).toBeVisible();

      await webhook(page).fill('https://shop.example/hooks');
      await minimum(page).fill('25.50');
      await expiry(page).fill('45');
      await page.getByText('Monthly', { exact: true }).click();
      await unsavedBar(page).getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Payment configuration saved')).toBeVisible();
      await expect(unsavedBar(page)).toHaveCount(0);

      await page.reload();
      await expect(webhook(page)).toHaveValue('https://shop.example/hooks');
      await expect(minimum(page)).toHaveValue('25.5');
      await expect(expiry(page)).toHaveValue('45');
      await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      expect(await storedConfig(page)).toMatchObject({
        webhookUrl: 'https://shop.example/hooks',
        minimumPayoutAmount: 25.5,
        paymentExpiryMinutes: 45,
        payoutSchedule: 'monthly',
      });
    } finally {
      await restoreConfig(page, before);
    }
  });

  test('leaving with unsaved changes asks first; Discard returns to what is saved', async ({ page }) => {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: PATH });
    await expect(expiry(page)).toBeVisible();
    const saved = await expiry(page).inputValue();
    await expiry(page).fill('99');
    await page.getByRole('link', { name: 'API Key', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(expiry(page)).toHaveValue('99');

    await unsavedBar(page).getByRole('button', { name: 'Discard' }).click();
    await expect(expiry(page)).toHaveValue(saved);
    await expect(unsavedBar(page)).toHaveCount(0);
    await expiry(page).fill('98');
    await page.getByRole('link', { name: 'API Key', exact: true }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/manage\/apikey\/$/);
  });

  test('switching the environment with unsaved changes asks first; staying keeps what was typed', async ({
    page,
  }) => {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: PATH });
    await expect(expiry(page)).toBeVisible();
    const testMode = page.getByRole('switch', { name: 'Test mode' });
    // the switch's visible track (its input is see-through); an ordinary click waits until the dialog's
    // overlay has faded out, as a person's next click would
    const flip = () => page.getByRole('banner').locator('.bo-env-switch label').first().click();
    await expect(testMode).toBeChecked();
    await expiry(page).fill('97');
    await flip();
    const dialog = page.getByRole('dialog', { name: 'Switch without saving?' });
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(testMode).toBeChecked();
    await expect(expiry(page)).toHaveValue('97');

    await flip();
    await dialog.getByRole('button', { name: 'Switch without saving' }).click();
    await expect(testMode).not.toBeChecked();
    await expect(page.getByText('Environment switched successfully')).toBeVisible();
    await expect(unsavedBar(page)).toHaveCount(0);
    // back to test mode: nothing unsaved now, so no question
    await flip();
    await expect(testMode).toBeChecked();
    await expect(dialog).toHaveCount(0);
  });

  test("a viewer is offered no change, and a stale page is refused with the provider's message", async ({
    page,
  }) => {
    await signInWithCookies(page, DEMO_EMAIL.viewer, { path: PATH });
    await expect(
      page.getByText(/Your role can see the payment configuration but not change it/),
    ).toBeVisible();
    await expect(webhook(page)).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'BTC · Bitcoin' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

    // the owner makes Victor an admin: he opens the page, and is lowered again while it is open
    await setCoffeeRole(page.request, DEMO_EMAIL.viewer, 'admin');
    try {
      await page.reload();
      await expect(expiry(page)).toBeEnabled();
      await expiry(page).fill('20');
      await setCoffeeRole(page.request, DEMO_EMAIL.viewer, 'viewer');
      await unsavedBar(page).getByRole('button', { name: 'Save changes' }).click();
      await expect(unsavedBar(page).getByRole('alert')).toHaveText(
        'Your role (viewer) cannot change the payment configuration',
      );
      await expect(expiry(page)).toHaveValue('20');
    } finally {
      await setCoffeeRole(page.request, DEMO_EMAIL.viewer, 'viewer');
    }
  });
});
