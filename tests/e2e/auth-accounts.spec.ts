import { expect, test } from '@playwright/test';
import {
  expectDashboard,
  logOutFromMenu,
  registerByApi,
  saveRecoveryCodes,
  totp,
  typeCode,
} from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO_PASSWORD, signInThroughForm } from './support/sign-in.ts';

test('register, accept the terms, then log in again and set MFA up with the QR secret', async ({ page }) => {
  const email = `new-${Date.now()}@demo.test`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[autocomplete="new-password"]').first().fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('input[autocomplete="new-password"]').first().fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/terms/);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Accept the terms to continue')).toBeVisible();
  await page.getByLabel('I have read and accept the terms of service').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expectDashboard(page);

  await logOutFromMenu(page);
  await signInThroughForm(page, email);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').innerText()).trim();
  await typeCode(page, totp(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await saveRecoveryCodes(page);
  await expectDashboard(page);
});

test('a not-initiated account can skip MFA setup', async ({ page, request }) => {
  const email = await registerByApi(request, 'skip');
  await page.goto('/');
  await signInThroughForm(page, email);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/terms/);
  await page.getByLabel('I have read and accept the terms of service').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expectDashboard(page);
});

test('forgot and reset password with the sandbox reset link', async ({ page, request }) => {
  const email = await registerByApi(request, 'reset');
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // the login form has an Email field too: fill the reset form's once its screen has loaded
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('password reset link has been sent');

  const outbox = await request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  // registering also emailed a verification link: take the reset link
  const emails = ((await outbox.json()) as { data: { link: string }[] }).data;
  const link = emails.find((mail) => mail.link.startsWith('/reset-password'))!.link;
  await page.goto(link);
  await page.getByLabel('New password').fill('Changed-pass-2');
  await page.getByLabel('Confirm password').fill('Changed-pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');

  await page.goto(link);
  await page.getByLabel('New password').fill('Changed-pass-3');
  await page.getByLabel('Confirm password').fill('Changed-pass-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset token');

  await page.goto('/');
  await signInThroughForm(page, email, 'Changed-pass-2');
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
});
