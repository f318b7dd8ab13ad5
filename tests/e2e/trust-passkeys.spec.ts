import { expect, test, type Page } from '@playwright/test';
import { addVirtualAuthenticator } from './support/virtual-authenticator.ts';
import { TOTP } from 'otpauth';
import { logOutFromMenu } from './support/auth.ts';
import { DEMO_PASSWORD, originFor } from './support/sign-in.ts';

/**
 * Issue 33, passkeys in Chromium with the DevTools protocol's virtual authenticator (a platform authenticator
 * that holds discoverable credentials and verifies its user): a passkey added on the profile signs in with the
 * sign-in page's button, with no one-time code although the account has two-step verification on.
 */

interface Session {
  user: { _id: string; organizationId: string };
  tokens: { access: { token: string }; refresh: { token: string } };
}

/** A fresh account with two-step verification turned on through the API, signed in by cookies on `path`. */
async function signInWithMfaOn(page: Page, path: string) {
  const email = `passkey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const registered = await page.request.post('/v1/auth/register', {
    data: { name: 'Passkey User', email, password: DEMO_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { data: first } = (await registered.json()) as { data: Session };
  const auth = { Authorization: `Bearer ${first.tokens.access.token}` };
  await page.request.patch('/v1/user/updateTermsCondition', { data: { isAccepted: true }, headers: auth });
  const enroll = await page.request.post('/v1/auth/mfa/enroll', {
    data: { password: DEMO_PASSWORD },
    headers: auth,
  });
  const { id, challenge } = ((await enroll.json()) as { data: { id: string; challenge: string } }).data;
  const step = { id, challenge };
  const set = await page.request.post('/v1/auth/mfa/set', { data: step });
  const { secret } = ((await set.json()) as { data: { secret: string } }).data;
  const otp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  const verified = await page.request.post('/v1/auth/mfa/verify-otp', { data: { ...step, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { data } = (await verified.json()) as { data: Session & { user: { mfa_status: string } } };
  expect(data.user.mfa_status).toBe('enabled');
  const cookies = {
    access_token: data.tokens.access.token,
    refresh_token: data.tokens.refresh.token,
    orgID: data.user.organizationId,
    env: 'test',
    isAccepted: 'true',
  };
  await page.context().addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: originFor(),
      secure: true,
      sameSite: 'Strict' as const,
    })),
  );
  await page.goto(`${originFor()}${path}`);
  return { email };
}

async function dismissNotificationPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Notification Configuration' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
}

const passkeys = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

/** Adds a passkey named `name` on the profile, through the browser's ceremony. */
async function addPasskey(page: Page, name: string) {
  await passkeys(page).getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  const field = dialog.getByLabel('Passkey name');
  // a name from the device is suggested
  await expect(field).not.toHaveValue('');
  await field.fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(passkeys(page).getByText(name, { exact: true })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a passkey added on the profile signs in with the button, without the one-time code', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  await signInWithMfaOn(page, '/manage/profile');
  await dismissNotificationPrompt(page);
  await expect(passkeys(page).getByText('No passkeys yet.')).toBeVisible();
  await addPasskey(page, 'E2E laptop');
  await expect(passkeys(page).getByText(/Never used/)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await logOutFromMenu(page);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/\?next=%2Fmanage%2Fprofile$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // straight back to the profile: no MFA step although two-step verification is on
  await expect(page).toHaveURL(`${originFor()}/manage/profile`);
  await expect(passkeys(page).getByText(/Last used/)).toBeVisible();
});

test('rename and remove a passkey; a removed passkey no longer signs in', async ({ page }) => {
  await addVirtualAuthenticator(page);
  await signInWithMfaOn(page, '/manage/profile');
  await dismissNotificationPrompt(page);
  await addPasskey(page, 'Old name');
  await passkeys(page).getByRole('button', { name: 'Rename Old name' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Passkey name').fill('Desk key');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys(page).getByText('Desk key', { exact: true })).toBeVisible();
  await passkeys(page).getByRole('button', { name: 'Remove Desk key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove passkey' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(passkeys(page).getByText('No passkeys yet.')).toBeVisible();

  await logOutFromMenu(page);
  // the authenticator still holds the credential; the provider no longer knows it
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This passkey is not registered for an account here' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('conditional UI: the e-mail field offers the passkey, which signs in', async ({ page }) => {
  await addVirtualAuthenticator(page);
  await signInWithMfaOn(page, '/manage/profile');
  await dismissNotificationPrompt(page);
  await addPasskey(page, 'Autofill key');
  await logOutFromMenu(page);
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('autocomplete', 'username webauthn');
  expect(await page.evaluate(() => PublicKeyCredential.isConditionalMediationAvailable())).toBe(true);
  // the first focus starts the conditional ceremony; Chromium's virtual authenticator answers it with its
  // passkey as a user picking it from the field's suggestions would
  await email.focus();
  await expect(page).toHaveURL(`${originFor()}/manage/profile`);
  await expect(passkeys(page).getByText(/Last used/)).toBeVisible();
});
