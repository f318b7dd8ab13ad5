/** Helpers of the sign-in journeys beyond signing in itself (that is ./sign-in.ts): MFA codes, accounts, logout. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './sign-in.ts';

export { DEMO_MFA_SECRET as MFA_SECRET } from '../../support/demo.ts';

export function totp(secret: string): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** Types a 6-digit code into the one-box-per-digit field. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/**
 * Issue 33: turning two-step verification on shows the 10 recovery codes until the user says they saved them.
 * Reads them, ticks "I have saved…" and continues; resolves with the codes.
 */
export async function saveRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  await page.getByLabel('I have saved these codes somewhere safe').check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  return codes;
}

export async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
}

/** A fresh account created through the API (MFA not initiated, terms not accepted). */
export async function registerByApi(request: APIRequestContext, prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const response = await request.post('/v1/auth/register', {
    data: { name: 'E2E User', email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

export async function cookieMap(page: Page) {
  return Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
}

export async function logOutFromMenu(page: Page) {
  // a new account is first asked for its notification configuration (the shell's modal): close it
  const modal = page.getByRole('dialog', { name: 'Notification Configuration' });
  if (
    await modal.waitFor({ state: 'visible', timeout: 1500 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  // logout ends the push subscription and the saved cache before it leaves: the screen after it is the
  // sign-in form (until then a banner of the signed-in screen may match the form's labels)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({ timeout: 10_000 });
}
