import { expect, test, type Page } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 10: the on-ramp requests screen in a real browser (a table from 992 px, cards below). */

const PATH = '/manage/onRampRequest/';
const table = (page: Page) => page.getByRole('table', { name: 'On-ramp requests' });
const statusCells = (page: Page) => table(page).locator('tbody tr td:first-child');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists the requests and filters them by status through the URL', async ({ page }) => {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: PATH });
    await expect(table(page)).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Status',
      'Pays',
      'Receives',
      'Wallet',
      'Requested',
    ]);
    expect(await statusCells(page).count()).toBeGreaterThan(0);
    await expect(table(page).locator('tbody tr td:nth-child(2)').first()).toHaveText(
      /^[\d,]+\.\d{2} (USD|EUR)$/,
    );

    await page.getByRole('combobox', { name: 'Status' }).selectOption('completed');
    await expect(page).toHaveURL(/\?status=completed$/);
    await expect(statusCells(page).first()).toHaveText('Completed');
    // the rows of the unfiltered list may still be leaving: wait until none but completed ones are left
    await expect(statusCells(page).filter({ hasNotText: 'Completed' })).toHaveCount(0);
    // a completed request shows the crypto it delivered, exact to the currency's decimals
    await expect(table(page).locator('tbody tr td:nth-child(3)').first()).toHaveText(
      /^[\d,]+\.\d{2,8} (BTC|ETH|USDT|USDC)$/,
    );
    // the address is the view
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
    await expect(statusCells(page).first()).toHaveText('Completed');
    await expect(statusCells(page).filter({ hasNotText: 'Completed' })).toHaveCount(0);
  });

  test('an owner creates a request; it is listed first as pending', async ({ page }) => {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: PATH });
    await page.getByRole('button', { name: 'New request' }).click();
    const form = page.getByRole('form', { name: 'New on-ramp request' });
    await form.getByRole('combobox', { name: 'Pay with' }).selectOption('EUR');
    await form.getByRole('textbox', { name: /^Amount/ }).fill('2,500.125');
    await form.getByRole('combobox', { name: 'Receive' }).selectOption('USDC');
    const wallet = `0x${Date.now().toString(16).padStart(40, 'a')}`;
    await form.getByRole('textbox', { name: /^Wallet address/ }).fill(wallet);
    await form.getByRole('button', { name: 'Create request' }).click();
    await expect(form.getByText('EUR takes at most 2 decimals')).toBeVisible();
    await form.getByRole('textbox', { name: /^Amount/ }).fill('2,500.12');
    await form.getByRole('button', { name: 'Create request' }).click();
    await expect(form).toBeHidden();
    const first = table(page).locator('tbody tr').first();
    await expect(first.locator('td')).toHaveText([
      'Pending',
      '2,500.12 EUR',
      'USDC (amount on completion)',
      `${wallet.slice(0, 8)}…${wallet.slice(-6)}`,
      /UTC$/,
    ]);
  });

  test('a viewer is offered no "New request"', async ({ page }) => {
    await signInWithCookies(page, DEMO_EMAIL.viewer, { path: PATH });
    await expect(table(page)).toBeVisible();
    await expect(page.getByTestId('profile-role')).toHaveText(/VIEWER/);
    await expect(page.getByRole('button', { name: 'New request' })).toHaveCount(0);
  });
});
