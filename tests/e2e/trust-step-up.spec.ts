import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MFA_SECRET, totp, typeCode, expectDashboard } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { callAs as callAsDemo } from './support/manage-api.ts';
import { DEMO_PASSWORD, signInThroughForm, signInWithCookies } from './support/sign-in.ts';
import { joinAs, newPerson } from './support/team-accounts.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import { addVirtualAuthenticator } from './support/virtual-authenticator.ts';

/**
 * Issue 33, step-up before money moves, in Chromium against the sandbox: for each money action the user's
 * grant is ended first (the test servers' dev route: the 5 minutes after the sign-in are not waited for), the
 * action is asked for, the user confirms it is them in the dialog (password, and a code when two-step
 * verification is on), and the action completes with what they typed.
 */

/** Ends every step-up grant of `email`: their next money move asks for a proof. */
async function endGrants(request: APIRequestContext, email: string) {
  const response = await request.post(`/__sandbox/step-up/end?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
}

const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: "Confirm it's you" });

/** Confirms it is them with the password (and `code`, when two-step verification is on). */
async function passStepUp(page: Page, code?: string) {
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  if (code !== undefined) await dialog.getByLabel(/^Authentication code/).fill(code);
  else await expect(dialog.getByLabel(/^Authentication code/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('step-up before money moves', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a refund asks, then completes with the amount typed', async ({ page }) => {
    const MERCHANT = DEMO_EMAIL.merchant;
    const payments = await callAsDemo<{
      results: { paymentId: string; title: string; capturedAmount: number; refundedAmount: number }[];
    }>(page.request, MERCHANT, 'GET', '/v1/transaction?status=success&currency=USD&limit=100');
    const payment = payments.results.find(
      (entry) => entry.refundedAmount === 0 && entry.capturedAmount >= 10,
    )!;
    await signInWithCookies(page, MERCHANT, { path: `/manage/transactions/${payment.paymentId}` });
    await expect(page.getByRole('heading', { level: 1, name: payment.title })).toBeVisible();
    await endGrants(page.request, MERCHANT);

    const form = page.getByRole('form', { name: 'Refund this payment' });
    await form.getByRole('textbox', { name: /^Amount/ }).fill('1.25');
    await form.getByRole('button', { name: 'Refund…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the refund' });
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/v1/refund/'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await passStepUp(page);
    await expect(page.getByText(/^Refund of 1\.25 USD is pending\./)).toBeVisible();
    // refused once, sent again with the same key: one refund
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const refunds = await callAsDemo<{ results: { amount: number }[] }>(
      page.request,
      MERCHANT,
      'GET',
      `/v1/refund?paymentId=${payment.paymentId}&limit=100`,
    );
    expect(refunds.results.map((refund) => refund.amount)).toEqual([1.25]);
  });

  test('a payout asks, then is created', async ({ page }) => {
    const ADMIN = DEMO_EMAIL.admin;
    const balances = await callAsDemo<{ currency: string; amount: number }[]>(
      page.request,
      ADMIN,
      'GET',
      '/v1/payout/payment/currencies',
    );
    const { currency: payable } = balances.find((balance) => balance.amount > 0)!;
    await signInWithCookies(page, ADMIN, { path: '/manage/payout/' });
    await expect(page.getByRole('table', { name: 'Payouts' })).toBeVisible();
    await endGrants(page.request, ADMIN);

    await page.getByRole('button', { name: 'New payout' }).click();
    const form = page.getByRole('form', { name: 'New payout' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption(payable);
    await form.getByRole('button', { name: 'Review payout' }).click();
    const review = page.getByRole('dialog', { name: 'Review the payout' });
    await expect(review.getByLabel('Payout preview')).toBeVisible();
    await review.getByRole('button', { name: 'Create payout' }).click();
    await passStepUp(page);
    await expect(review.getByText('Payout created')).toBeVisible();
  });

  test('an API key asks a user with two-step verification for the password and a code', async ({ page }) => {
    // a code is good once: the sign-in takes the first code of a new window (another file of this worker's server
    // may have used the current one), and the step-up the one after it
    test.setTimeout(120_000);
    const usedBefore = totp(MFA_SECRET);
    await expect.poll(() => totp(MFA_SECRET), { timeout: 35_000, intervals: [500] }).not.toBe(usedBefore);
    // this account has no notification configuration: its once-a-session question, not what this test is
    // about, would open over the screen whenever the profile answers, so it counts as already asked
    await page.addInitScript(() => sessionStorage.setItem('notificationConfigModalShown', 'true'));
    await page.goto('/');
    await signInThroughForm(page, DEMO_EMAIL.mfa);
    const signInCode = totp(MFA_SECRET);
    await expect(page).toHaveURL(/\/mfa$/);
    await typeCode(page, signInCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectDashboard(page);
    await page.goto('/manage/apikey/');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await endGrants(page.request, DEMO_EMAIL.mfa);

    const name = `Till ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const create = page.getByRole('dialog', { name: /^Create a (test|live) API key$/ });
    await create.getByLabel('Name').fill(name);
    await create.getByRole('button', { name: 'Create key' }).click();
    await expect(stepUpDialog(page)).toBeVisible();
    await expect.poll(() => totp(MFA_SECRET), { timeout: 35_000, intervals: [1000] }).not.toBe(signInCode);
    await passStepUp(page, totp(MFA_SECRET));
    await expect(page.getByRole('dialog', { name: `Secret of “${name}”` })).toBeVisible();
  });

  test('the payment configuration asks, then is saved as typed', async ({ page }) => {
    const owner = await newPerson(page.request, 'Sofia Settings');
    await signInWithCookies(page, owner.email, { path: '/manage/paymentConfig/' });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment configuration' })).toBeVisible();
    await endGrants(page.request, owner.email);

    const webhook = page.getByLabel('Webhook URL');
    await webhook.fill('https://sofia.example/hooks');
    // on a phone too: the dialog fits 390 px and passes axe
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('region', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(stepUpDialog(page).locator('input[autocomplete="current-password"]')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const box = await stepUpDialog(page).getByRole('button', { name: 'Confirm' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await passStepUp(page);
    await expect(page.getByText('Payment configuration saved')).toBeVisible();
    await expect(webhook).toHaveValue('https://sofia.example/hooks');
  });

  test('the webhook signing secret asks, then is rotated, and Cancel leaves the old one', async ({
    page,
  }) => {
    const owner = await newPerson(page.request, 'Wes Webhooks');
    await signInWithCookies(page, owner.email, { path: '/manage/webhooks/' });
    const panel = page.getByRole('region', { name: 'Signing secret' });
    await panel.getByRole('button', { name: 'Reveal' }).click();
    const secret = panel.getByTestId('webhook-secret');
    await expect(secret).toHaveText(/^whsec_/);
    const before = await secret.textContent();
    await endGrants(page.request, owner.email);

    const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await panel.getByRole('button', { name: 'Rotate…' }).click();
    await confirm.getByRole('button', { name: 'Rotate', exact: true }).click();
    // not proved: nothing changed, and the dialog says so
    await stepUpDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm.getByText(/^Not done: this action needs you to confirm it's you/)).toBeVisible();
    await expect(secret).toHaveText(before!);

    await confirm.getByRole('button', { name: 'Rotate', exact: true }).click();
    await passStepUp(page);
    await expect(page.getByText('The signing secret was rotated.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(secret).toHaveText(/^whsec_/);
    await expect(secret).not.toHaveText(before!);
  });

  test("a member's role asks, then is changed", async ({ page }) => {
    const owner = await newPerson(page.request, 'Rita Roles');
    const member = await newPerson(page.request, 'Max Member');
    await joinAs(page.request, owner, member, 'viewer');
    await signInWithCookies(page, owner.email, { path: '/manage/organization/?tab=team' });
    const members = page.getByRole('region', { name: /^Members of / });
    await expect(members).toBeVisible();
    await endGrants(page.request, owner.email);

    const row = members.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: `Change role of ${member.name}` }).click();
    const roleDialog = page.getByRole('dialog', { name: `Change the role of ${member.name}` });
    await roleDialog.getByRole('combobox', { name: 'New role' }).selectOption({ label: 'Admin' });
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await passStepUp(page);
    await expect(roleDialog).toBeHidden();
    await expect(row).toContainText('Admin');
  });

  test('adding a passkey asks first (a lasting way in), then the browser ceremony adds it', async ({
    page,
  }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const person = await newPerson(page.request, 'Kai Keyholder');
    await signInWithCookies(page, person.email, { path: '/manage/profile' });
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
    await endGrants(page.request, person.email);

    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    const add = page.getByRole('dialog', { name: 'Add a passkey' });
    await add.getByLabel('Passkey name').fill('Kitchen tablet');
    await add.getByRole('button', { name: 'Continue' }).click();
    // nothing reaches the authenticator before the user proved it is them
    await expect(stepUpDialog(page)).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(0);
    await passStepUp(page);
    await expect(passkeys.getByText('Kitchen tablet', { exact: true })).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
  });

  test('the payout wallet asks first (where crypto payouts go), then is saved as typed', async ({ page }) => {
    const owner = await newPerson(page.request, 'Wanda Wallet');
    await signInWithCookies(page, owner.email, { path: '/manage/organization/' });
    const form = page.getByRole('form', { name: 'Payout wallet' });
    await expect(form).toBeVisible();
    await endGrants(page.request, owner.email);

    const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
    await form.getByRole('combobox', { name: 'Currency the wallet receives' }).selectOption('ETH');
    await form.getByRole('textbox', { name: 'Wallet address' }).fill(wallet);
    await form.getByRole('button', { name: 'Save wallet address' }).click();
    await passStepUp(page);
    await expect(page.getByText('Wallet address saved')).toBeVisible();
    const organizations = await callAsDemo<{ walletAddress: string | null }[]>(
      page.request,
      owner.email,
      'GET',
      '/v1/org/member/organizations',
    );
    expect(organizations.map((organization) => organization.walletAddress)).toEqual([wallet]);
  });

  test('a user with a passkey confirms with it, without typing anything', async ({ page }) => {
    // Chromium's virtual platform authenticator: holds discoverable credentials, verifies its user
    await addVirtualAuthenticator(page);
    const owner = await newPerson(page.request, 'Pia Passkey');
    await signInWithCookies(page, owner.email, { path: '/manage/profile' });
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    const add = page.getByRole('dialog', { name: 'Add a passkey' });
    await add.getByLabel('Passkey name').fill('Desk');
    await add.getByRole('button', { name: 'Continue' }).click();
    await expect(passkeys.getByText('Desk', { exact: true })).toBeVisible();

    await page.goto('/manage/apikey/');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await endGrants(page.request, owner.email);
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const create = page.getByRole('dialog', { name: /^Create a (test|live) API key$/ });
    await create.getByLabel('Name').fill('Passkey till');
    await create.getByRole('button', { name: 'Create key' }).click();
    await stepUpDialog(page).getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByRole('dialog', { name: 'Secret of “Passkey till”' })).toBeVisible();
    await expect(stepUpDialog(page)).toBeHidden();
  });
});
