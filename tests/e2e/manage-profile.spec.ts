import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { saveRecoveryCodes, typeCode } from './support/auth.ts';
import { signInFreshAccount } from './support/fresh-account.ts';
import { transitionsDone } from './support/axe.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

/**
 * Issue 10: the profile screen in a real browser. Every journey that changes the user's own settings runs on a
 * freshly registered account, so the demo accounts other specs sign in to keep their password, MFA and
 * notification configuration.
 */

const PROMPT = 'Notification Configuration';
/** A new account is first asked for its notification configuration (the shell's modal): not now. */
async function dismissPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: PROMPT });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
}

const channels = (page: Page) => page.getByRole('form', { name: 'Notification configuration' });

/** A code of the secret, `stepsAhead` periods of 30 s from now (a code is accepted ±1 period, once). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the notification configuration saved: the prompt is gone, after a reload too', async ({ page }) => {
    await signInFreshAccount(page, 'notify', '/main/dashboard/');
    const prompt = page.getByRole('dialog', { name: PROMPT });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: 'Complete configuration' }).click();
    await expect(page).toHaveURL(/\/manage\/profile$/);

    const form = channels(page);
    await form.getByRole('textbox', { name: 'Email' }).fill('finance@example');
    await form.getByRole('button', { name: 'Save notification configuration' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('finance@example.com');
    await form.getByRole('textbox', { name: 'Webhook' }).fill('https://example.com/hooks/payouts');
    await form.getByRole('button', { name: 'Save notification configuration' }).click();
    await expect(page.getByText('Notification configuration saved')).toBeVisible();

    // the prompt shows once per browser session: forget that it was shown, so only the configuration decides
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/main/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // the prompt is decided from the profile that names the user in the header
    await expect(page.getByTestId('profile-name')).not.toBeEmpty();
    await transitionsDone(page);
    await expect(page.getByRole('dialog', { name: PROMPT })).toHaveCount(0);
    await expect(page.getByText(/Please complete the notification configuration/)).toHaveCount(0);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/manage/profile');
    await expect(channels(page).getByRole('textbox', { name: 'Email' })).toHaveValue('finance@example.com');
    await expect(channels(page).getByRole('textbox', { name: 'Webhook' })).toHaveValue(
      'https://example.com/hooks/payouts',
    );
    await page.reload();
    await expect(channels(page).getByRole('textbox', { name: 'Email' })).toHaveValue('finance@example.com');
    await expect(page.getByRole('dialog', { name: PROMPT })).toHaveCount(0);
  });

  test('password change: a wrong current password is refused, the right one changes it', async ({ page }) => {
    const { email } = await signInFreshAccount(page, 'password', '/manage/profile');
    await dismissPrompt(page);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill('Wrong-pass-1');
    await form.getByLabel(/^New password/).fill('Changed-pass-2');
    await form.getByLabel(/^Confirm/).fill('Changed-pass-2');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(form.getByText('Current password is incorrect')).toBeVisible();
    await expect(form.getByLabel(/^New password/)).toHaveValue('Changed-pass-2');

    await form.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(form.getByLabel(/^Current password/)).toHaveValue('');
    // the new password signs in (the account's MFA step answers), the old one no longer does
    const newLogin = await page.request.post('/v1/auth/login', {
      data: { email, password: 'Changed-pass-2' },
    });
    expect(newLogin.status()).toBe(200);
    const oldLogin = await page.request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
    expect(oldLogin.status()).toBe(401);
  });

  test('MFA turned on through the setup screen, then off with a current code', async ({ page }) => {
    await signInFreshAccount(page, 'mfa-toggle', '/manage/profile');
    await dismissPrompt(page);
    const status = page.getByTestId('mfa-status');
    await expect(status).toHaveText('Not set up');

    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    const enable = page.getByRole('form', { name: 'Turn on two-step verification' });
    await enable.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await enable.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/mfa$/);
    const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
    await typeCode(page, codeOf(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await saveRecoveryCodes(page);
    await expect(page).toHaveURL(/\/manage\/profile$/);
    await expect(status).toHaveText('On');

    await page.getByRole('button', { name: 'Turn off' }).click();
    const disable = page.getByRole('form', { name: 'Turn off two-step verification' });
    const code = disable.getByRole('textbox', { name: /6-digit code/ });
    await code.fill('000000');
    await disable.getByRole('button', { name: 'Turn off' }).click();
    // (a wrong guess is refused; 000000 being the right code is a one-in-a-million chance)
    await expect(disable.getByText('Invalid one-time password')).toBeVisible();
    await code.fill(codeOf(secret, 1));
    await disable.getByRole('button', { name: 'Turn off' }).click();
    await expect(status).toHaveText('Off');
    await page.reload();
    await expect(page.getByTestId('mfa-status')).toHaveText('Off');
  });

  test('setting MFA up from the profile can be cancelled: no "Skip for now", nothing turned on', async ({
    page,
  }) => {
    await signInFreshAccount(page, 'mfa-cancel', '/manage/profile');
    await dismissPrompt(page);
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    const enable = page.getByRole('form', { name: 'Turn on two-step verification' });
    await enable.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await enable.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('mfa-secret')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/manage\/profile$/);
    await expect(page.getByTestId('mfa-status')).toHaveText('Not set up');
    // the step is gone: /mfa no longer opens it
    await page.goto('/mfa');
    await expect(page).not.toHaveURL(/\/mfa$/);
  });
});
