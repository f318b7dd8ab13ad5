import { expect, test, type Page, type Response } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { callAs, useOrganizationNamed } from './support/manage-api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 34: the command palette. Its code (Spotlight, its styles, its words) is fetched at the first request
 * only; it opens with Ctrl+K on a desktop and from the header's Search button on a phone; it finds a crypto
 * payment by its hash, switches organization and environment, and offers only the actions the role allows.
 */

/** The scripts and stylesheets the page fetched, with their text (read as they arrive). */
function recordAssets(page: Page) {
  const assets: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    assets.push(
      response
        .text()
        .then((text) => ({ url: response.url(), text }))
        .catch(() => ({ url: response.url(), text: '' })),
    );
  });
  return { all: () => Promise.all(assets), count: () => assets.length };
}

/** Whether an asset is the palette's: Spotlight's code or styles, or the palette's own words. */
const isPaletteAsset = ({ text }: { text: string }) =>
  text.includes('shell/palette') || text.includes('Spotlight') || text.includes('--spotlight-');

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const searchField = (page: Page) => page.getByRole('textbox', { name: 'Search everything' });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Ctrl+K opens it (fetched only then); a hash finds its payment; it switches organization and environment; New payout opens the dialog', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const assets = recordAssets(page);
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await shellReady(page, 'Maya Merchant');
    const startEnv = (await page.context().cookies()).find((c) => c.name === 'env')?.value;

    try {
      await test.step('nothing of the palette is fetched before it is asked for', async () => {
        await page.waitForLoadState('networkidle');
        const before = await assets.all();
        expect(before.length).toBeGreaterThan(0);
        expect(before.filter(isPaletteAsset).map((asset) => asset.url)).toEqual([]);
      });

      await test.step('Ctrl+K opens it, its field focused, with the owner’s actions; Escape closes it', async () => {
        await page.keyboard.press('Control+K');
        await expect(palette(page)).toBeVisible();
        await expect(searchField(page)).toBeFocused();
        expect((await assets.all()).some(isPaletteAsset)).toBe(true);
        for (const name of ['New payout', 'Create API key', 'Invite member', /^(Hide|Show) amounts$/])
          await expect(palette(page).getByRole('button', { name })).toBeVisible();
        await expect(palette(page).getByRole('button', { name: 'Payout', exact: true })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(palette(page)).toBeHidden();
      });

      await test.step('a crypto payment’s hash finds it, and Enter opens its detail', async () => {
        const { results: transactions } = await callAs<{
          results: { paymentId: string; txHash: string | null }[];
        }>(page.request, DEMO_EMAIL.merchant, 'GET', '/v1/transaction?currencyType=crypto&limit=50');
        const payment = transactions.find((transaction) => transaction.txHash);
        expect(payment, 'a crypto payment with a hash in Maya’s Coffee').toBeDefined();
        const searched = page.waitForRequest((request) => request.url().includes('/v1/search?'));
        await page.keyboard.press('Control+K');
        await searchField(page).fill(payment!.txHash!);
        await searched;
        const hit = palette(page).getByRole('button', { name: new RegExp(payment!.txHash!) });
        await expect(hit).toBeVisible();
        await expect(hit).toHaveAttribute('data-selected', 'true');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/manage/transactions/${payment!.paymentId}$`));
        await expect(page.getByText(payment!.txHash!).first()).toBeVisible();

        // offline, the payment just seen is found in what the device has cached, and the palette says so
        await page.context().setOffline(true);
        try {
          await page.keyboard.press('Control+K');
          await searchField(page).fill(payment!.txHash!);
          await expect(
            palette(page).getByText('Offline: these results come from what this device has seen.'),
          ).toBeVisible();
          await expect(
            palette(page).getByRole('button', { name: new RegExp(payment!.txHash!) }),
          ).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(palette(page)).toBeHidden();
        } finally {
          await page.context().setOffline(false);
        }
      });

      await test.step('it switches the organization: the header then shows the new one', async () => {
        await page.keyboard.press('Control+K');
        await searchField(page).fill('books');
        await palette(page).getByRole('button', { name: "Switch to Maya's Books" }).click();
        await expect(page.getByText('Organization switched successfully')).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue("Maya's Books");
      });

      await test.step('it switches the environment: the header’s Test mode follows', async () => {
        const toggle = page.getByRole('banner').getByRole('switch', { name: 'Test mode' });
        const wasTest = await toggle.isChecked();
        await page.keyboard.press('Control+K');
        await searchField(page).fill('switch to');
        await palette(page)
          .getByRole('button', { name: wasTest ? 'Switch to Live' : 'Switch to Test' })
          .click();
        await expect(page.getByText('Environment switched successfully')).toBeVisible();
        await expect(toggle).toBeChecked({ checked: !wasTest });
      });

      await test.step('New payout opens the payouts with the payout dialog open', async () => {
        await useOrganizationNamed(page.request, DEMO_EMAIL.merchant, "Maya's Coffee");
        await page.goto('/main/dashboard/');
        await shellReady(page, 'Maya Merchant');
        await page.keyboard.press('Control+K');
        await searchField(page).fill('new pay');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/manage\/payout\/?$/);
        await expect(page.getByRole('dialog', { name: 'New payout' })).toBeVisible();
      });
    } finally {
      // the other specs expect the merchant in Maya's Coffee, in the environment it started in
      await useOrganizationNamed(page.request, DEMO_EMAIL.merchant, "Maya's Coffee");
      if (startEnv)
        await callAs(page.request, DEMO_EMAIL.merchant, 'PATCH', `/v1/user/switchEnv?env=${startEnv}`);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the header’s Search button opens it full width; a viewer sees no action the role forbids', async ({
    page,
  }) => {
    await signInWithCookies(page, DEMO_EMAIL.viewer);
    await expect(page.getByRole('banner')).toBeVisible();
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    const box = await button.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await button.tap();
    await expect(palette(page)).toBeVisible();
    const dialogBox = await palette(page).boundingBox();
    expect(dialogBox!.width).toBeGreaterThanOrEqual(389);
    await expect(palette(page).getByRole('button', { name: /^(Hide|Show) amounts$/ })).toBeVisible();
    for (const name of ['New payout', 'Create API key', 'Invite member'])
      await expect(palette(page).getByRole('button', { name })).toHaveCount(0);
    const row = await palette(page)
      .getByRole('button', { name: /^(Hide|Show) amounts$/ })
      .boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(44);
    expect(await seriousViolations(page)).toEqual([]);

    // the same search as the owner's finds no role-forbidden action by its name either
    await searchField(page).fill('new');
    await expect(palette(page).getByRole('button', { name: 'New payout' })).toHaveCount(0);

    // a phone has no Escape key: the field's Close button, in a thumb's reach, leaves the palette
    const close = palette(page).getByRole('button', { name: 'Close', exact: true });
    const closeBox = await close.boundingBox();
    expect(closeBox!.width).toBeGreaterThanOrEqual(44);
    await close.tap();
    await expect(palette(page)).toBeHidden();
  });
});
