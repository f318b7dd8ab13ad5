/**
 * The accessibility journeys: signed in once each, every screen of the back office and the states a user opens
 * on it (dialogs, drawers, forms with their errors), each checked with axe in the light and the dark scheme and
 * for sideways scrolling. Run per width by tests/e2e/a11y-screens-*.spec.ts. An open dialog is checked on its
 * own: the page behind it was checked just before, unchanged.
 */
import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_PATH } from '../../../src/lib/menu.ts';
import { seriousViolations } from './axe.ts';
import { producedDigest } from './digests.ts';
import { callAs } from './manage-api.ts';
import { closeTheme, openTheme, shellReady } from './shell.ts';
import { signInWithCookies } from './sign-in.ts';
import { DEMO_EMAIL } from '../../support/demo.ts';

const MERCHANT = DEMO_EMAIL.merchant;
/** the payouts that can be reviewed are Ada's (payouts.spec.ts creates them there too) */
const PAYOUTS_ADMIN = DEMO_EMAIL.admin;
/** phones get the navigation drawer, lists as cards and the filters in a sheet below this width */
const DESKTOP_FROM = 992;

interface Variant {
  width: number;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * Switches the colour scheme as a choice made in another tab of the app does (the app follows the storage
 * event at once), leaving the page, its open dialogs and what was typed as they are.
 */
async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((scheme) => {
    const stored: unknown = JSON.parse(localStorage.getItem('bo-theme') ?? '{}');
    localStorage.setItem('bo-theme', JSON.stringify({ ...(stored as object), colorScheme: scheme }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'bo-theme' }));
  }, colorScheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
}

/**
 * No serious violation in the light scheme (every rule), then in the dark one: the same markup, so only what a
 * colour changes (contrast, links told apart from text); the page is left light. Checking both on one page
 * load halves the journeys (a dark journey of its own loaded and signed in again for the same markup).
 */
async function expectAccessible(
  page: Page,
  include?: string,
  schemes: 'light and dark' | 'light' = 'light and dark',
): Promise<void> {
  expect(await seriousViolations(page, include, 'all'), 'light').toEqual([]);
  if (schemes === 'light') return;
  await switchColorScheme(page, 'dark');
  expect(await seriousViolations(page, include, 'colour'), 'dark').toEqual([]);
  await switchColorScheme(page, 'light');
}

/** The stored theme is applied before every load (theme-boot.js), as a returning user's would be. */
async function storeThemeBeforeEachLoad(page: Page, stored: Record<string, string>): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('bo-theme', value), JSON.stringify(stored));
}

/** A USD payment of Maya's with nothing refunded yet, from the end of the list (the refund spec takes the first). */
async function refundablePayment(page: Page) {
  const list = await callAs<{
    results: { paymentId: string; title: string; capturedAmount: number; refundedAmount: number }[];
  }>(page.request, MERCHANT, 'GET', '/v1/transaction?status=success&currency=USD&limit=100');
  const payment = [...list.results]
    .reverse()
    .find((entry) => entry.refundedAmount === 0 && entry.capturedAmount >= 10);
  expect(payment, 'a refundable USD payment in the seed').toBeDefined();
  return payment!;
}

async function refundsOf(page: Page, paymentId: string) {
  const list = await callAs<{ results: unknown[] }>(
    page.request,
    MERCHANT,
    'GET',
    `/v1/refund?paymentId=${paymentId}&limit=100`,
  );
  return list.results;
}

/** The variant's viewport, before the first load; whether the width is a desktop's. */
async function prepare(page: Page, { width }: Variant): Promise<boolean> {
  await page.setViewportSize({ width, height: 900 });
  return width > DESKTOP_FROM;
}

/** The dashboard, the theme panel, transactions, a payment, a payout and the payouts with their review. */
async function checkMoneyScreens(page: Page, variant: Variant): Promise<void> {
  const { width } = variant;
  const desktop = await prepare(page, variant);

  await test.step('the shell and the dashboard, charts and their tables included', async () => {
    await signInWithCookies(page, MERCHANT);
    if (desktop) await shellReady(page, 'Maya Merchant');
    else await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('heading', { name: 'Charts' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /^Daily volume in / }).first()).toBeVisible();
    // The tables are the same markup at every width and make axe slow on 2 cores (about 40 s here): axe
    // checks them open on a wide screen only; a phone checks that one open still fits.
    if (!desktop) await expectAccessible(page);
    await page.getByText('Show the numbers').first().click();
    if (desktop) await page.getByText('Show the numbers').last().click();
    await expectNoSidewaysScroll(page);
    if (desktop) await expectAccessible(page);
  });

  if (!desktop)
    await test.step('the theme panel, both tabs', async () => {
      for (const tab of ['Theme Style', 'Theme Colors'] as const) {
        await openTheme(page, tab);
        await expectAccessible(page, '.mantine-Drawer-content');
        await closeTheme(page);
      }
    });

  await test.step('transactions: payments and disputes', async () => {
    await page.goto('/manage/transactions/');
    if (desktop)
      await expect(
        page.getByRole('table', { name: 'Transactions' }).locator('tbody tr').first(),
      ).toBeVisible();
    else
      await expect(
        page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first(),
      ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Disputes' }).click();
    await expect(page.getByText(/\d+ disputes?$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  await test.step('transactions: the all-loaded list', async () => {
    await page.goto('/manage/transactions/?view=all&limit=100');
    const header = page.getByRole('table', { name: 'All loaded transactions' }).getByRole('row').first();
    // a phone keeps payment, amount and status (two lines per row)
    await expect(header.getByRole('columnheader')).toHaveText(
      width < 768
        ? ['Payment ID', 'Amount', 'Status']
        : ['Payment ID', 'Created', 'Title', 'Customer', 'Amount', 'Status'],
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  await test.step('a payment, and its refund confirmation cancelled', async () => {
    const payment = await refundablePayment(page);
    await page.goto(`/manage/transactions/${payment.paymentId}`);
    await expect(page.getByRole('heading', { level: 1, name: payment.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Activity' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Refund this payment' });
    await form.getByRole('textbox', { name: /^Amount/ }).fill('1.00');
    await form.getByRole('button', { name: 'Refund…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the refund' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await refundsOf(page, payment.paymentId), 'Cancel sends no refund').toEqual([]);
  });

  await test.step('a payout: its history and its payments', async () => {
    const newest = await callAs<{ payouts: { _id: string }[] }>(
      page.request,
      MERCHANT,
      'GET',
      '/v1/payout?page=1&limit=1',
    );
    await page.goto(`/manage/payout/${newest.payouts[0]!._id}`);
    await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('tab', { name: /^Payments/ }).click();
    await expect(page.getByLabel('Payments in this payout')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  await test.step('payouts, and the review with every section open', async () => {
    await signInWithCookies(page, PAYOUTS_ADMIN, { path: '/manage/payout/' });
    if (desktop) await expect(page.getByRole('table', { name: 'Payouts' })).toBeVisible();
    else await expect(page.getByRole('list', { name: 'Payouts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available to pay out' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    // a past end date keeps the lists short; nothing is created
    await page.getByRole('button', { name: 'New payout' }).click();
    const form = page.getByRole('form', { name: 'New payout' });
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(/^End date/).fill(monthAgo);
    await form.getByRole('button', { name: 'Review payout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review the payout' });
    await expect(dialog.getByLabel('Payout preview')).toBeVisible();
    for (const section of [/Included payments/, 'Deducted refunds', 'Deducted lost disputes'])
      await dialog.getByRole('button', { name: section }).click();
    await expectAccessible(page, '[role="dialog"]');
    await expectNoSidewaysScroll(page);
  });
}

/**
 * Notifications, on-ramp, API keys, payment configuration, the organization, the profile (its notification
 * settings included), the alerts, a daily digest; the shell in RTL.
 */
async function checkSettingsScreens(page: Page, variant: Variant): Promise<void> {
  const desktop = await prepare(page, variant);

  await test.step('notifications', async () => {
    await signInWithCookies(page, MERCHANT, { path: '/main/notification' });
    await expect(
      page
        .getByRole('list', { name: 'Notifications' })
        .getByRole('link', { name: /^Payout of / })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '#main-content');
  });

  await test.step('on-ramp requests, and the new request form', async () => {
    await page.goto('/manage/onRampRequest/');
    if (desktop) await expect(page.getByRole('table', { name: 'On-ramp requests' })).toBeVisible();
    else await expect(page.getByRole('list', { name: 'On-ramp requests' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New request' }).click();
    await expect(page.getByRole('form', { name: 'New on-ramp request' })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });

  await test.step('API keys, and the new key dialog with its error', async () => {
    await page.goto('/manage/apikey/');
    const keys = page.getByRole(desktop ? 'table' : 'list', { name: 'API keys' });
    await expect(keys.getByText('Production server')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '#main-content');
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Give the key a name')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('webhooks, and a failed delivery’s attempts', async () => {
    await page.goto('/manage/webhooks/?status=failed');
    const deliveries = page.getByRole(desktop ? 'table' : 'list', { name: 'Webhook deliveries' });
    await expect(deliveries).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '#main-content');
    await deliveries
      .getByRole('button', { name: /^Show the attempts of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('webhook-attempt').first()).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('payment configuration, with unsaved changes and an error', async () => {
    await page.goto('/manage/paymentConfig/');
    await page.getByLabel('Payment expiry').fill('1');
    const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
    await unsaved.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter whole minutes from 5 to 1440')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '#main-content');
    // nothing saved, and nothing left to hold the next screen back
    await unsaved.getByRole('button', { name: 'Discard' }).click();
    await expect(unsaved).toBeHidden();
  });

  await test.step('the organization: its settings tab', async () => {
    await page.goto('/manage/organization/');
    await expect(page.getByRole('form', { name: 'Payout wallet' })).toBeVisible();
    await expectAccessible(page, '[role="tabpanel"]');
    await expectNoSidewaysScroll(page);
  });

  await test.step('the organization: its team, and the invitation with its error', async () => {
    await page.goto('/manage/organization/?tab=team');
    const members = page.getByRole('region', { name: /^Members of / });
    await expect(members.getByRole('button', { name: 'Invite member' })).toBeVisible();
    if (desktop) await shellReady(page, 'Maya Merchant');
    await expectAccessible(page);
    await members.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite member' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Enter the email address of the person to invite')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the audit log, filtered by kind', async () => {
    await page.goto('/manage/audit/?kind=signIn');
    await expect(page.getByRole(desktop ? 'table' : 'list', { name: 'Audit log' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '#main-content');
  });

  await test.step('the profile, with the two-step verification form open', async () => {
    await page.goto('/manage/profile');
    if (desktop) await shellReady(page, 'Maya Merchant');
    await expect(
      page.getByRole('form', { name: 'Notification configuration' }).getByRole('textbox', { name: 'Email' }),
    ).toHaveValue(MERCHANT);
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Turn on two-step verification' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  await test.step('alerts: a rule, and the new alert form with its error', async () => {
    const rule = await callAs<{ _id: string }>(page.request, MERCHANT, 'POST', '/v1/alerts', {
      kind: 'balanceBelow',
      currency: 'USD',
      threshold: 500,
    });
    try {
      await page.goto('/manage/alerts/');
      await expect(page.getByRole(desktop ? 'table' : 'list', { name: 'Alert rules' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, '#main-content');
      await page.getByRole('button', { name: 'New alert' }).click();
      const dialog = page.getByRole('dialog', { name: 'New alert' });
      await dialog.getByRole('button', { name: 'Create alert' }).click();
      await expect(dialog.getByText('Enter an amount, such as 500 or 0.5')).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } finally {
      await callAs(page.request, MERCHANT, 'DELETE', `/v1/alerts/${rule._id}`);
    }
  });

  await test.step('a daily digest the sandbox made', async () => {
    const digest = await producedDigest(page.request, MERCHANT);
    await page.goto(`/main/digest/${digest._id}`);
    await expect(page.getByRole('region', { name: 'Latest digests' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '#main-content');
  });

  await test.step('the shell, right to left', async () => {
    // applied before every load from here
    await storeThemeBeforeEachLoad(page, { dir: 'rtl' });
    await page.goto(DASHBOARD_PATH);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    if (desktop) await shellReady(page, 'Maya Merchant');
    else await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    // the mirrored layout changes no colour
    await expectAccessible(page, undefined, 'light');
  });
}

/**
 * The two journeys at one width, each signed in once (a few minutes each on a busy machine). Each width has a
 * spec file of its own, so that parallel workers can split them.
 */
export function accessibilityJourneysAt(width: number): void {
  test(`money screens at ${width} px are accessible, light and dark, and fit`, async ({ page }) => {
    // 5 minutes at a load of 30 on 2 cores; about 1 on a quiet machine
    test.setTimeout(600_000);
    await checkMoneyScreens(page, { width });
  });

  test(`settings screens at ${width} px are accessible, light and dark, and fit`, async ({ page }) => {
    test.setTimeout(600_000);
    await checkSettingsScreens(page, { width });
  });
}
