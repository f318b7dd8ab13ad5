import { expect, test } from '@playwright/test';
import { cookieMap, expectDashboard, MFA_SECRET, totp, typeCode } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { signInThroughForm } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

test('the sign-in form: a wrong password, then the right one (secure strict cookies only), next=, and MFA with a TOTP code', async ({
  page,
}) => {
  // four journeys of the form in one page: their time together
  test.setTimeout(120_000);
  await test.step('a wrong password shows the server message and keeps what was typed', async () => {
    await page.goto('/');
    await signInThroughForm(page, DEMO_EMAIL.merchant, 'Wrong-pass-9');
    // the first login a fresh server checks: more than the default on a busy 2-core machine
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password', { timeout: 15_000 });
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_EMAIL.merchant);
  });
  await test.step('a merchant logs in and lands on the dashboard, the session only in secure strict cookies', async () => {
    await signInThroughForm(page, DEMO_EMAIL.merchant);
    await expectDashboard(page);
    const cookies = await cookieMap(page);
    for (const name of ['access_token', 'refresh_token', 'orgID', 'env', 'isAccepted']) {
      expect(cookies[name], name).toMatchObject({ secure: true, sameSite: 'Strict' });
    }
    expect(cookies.isAccepted?.value).toBe('true');
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(cookies.access_token!.value.slice(0, 40));
    expect(page.url()).not.toContain('eyJ');
  });
  await test.step('next= is honoured for an app route and ignored for another origin', async () => {
    await page.context().clearCookies();
    await page.goto('/manage/apikey/');
    await expect(page).toHaveURL(/\/\?next=%2Fmanage%2Fapikey%2F$/);
    await signInThroughForm(page, DEMO_EMAIL.merchant);
    await expect(page).toHaveURL(/\/manage\/apikey\/$/);

    await page.context().clearCookies();
    await page.goto('/?next=//evil.example');
    await signInThroughForm(page, DEMO_EMAIL.merchant);
    await expectDashboard(page);
  });
  await test.step('the MFA account logs in with a computed TOTP code; the step cannot be skipped by URL', async () => {
    await page.context().clearCookies();
    await page.goto('/');
    await signInThroughForm(page, DEMO_EMAIL.mfa);
    await expect(page).toHaveURL(/\/mfa$/);
    // the login's MFA challenge waits in this tab's sessionStorage, never in a cookie
    const pending = await page.evaluate(() => sessionStorage.getItem('auth.pendingMfa') ?? '');
    const challenge = (JSON.parse(pending) as { challenge: string }).challenge;
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(await page.context().cookies())).not.toContain(challenge);
    await page.goto('/main/dashboard/');
    await expect(page).toHaveURL(/\/mfa$/);
    await typeCode(page, '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid one-time password');
    await page.getByLabel('Digit 1 of 6').fill('');
    await typeCode(page, totp(MFA_SECRET));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectDashboard(page);
  });
});

test('the login page passes axe, light and dark, and fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // the dark scheme changes colours only: its links and greys must still read at 4.5:1 on the card
  await page.evaluate(() => {
    localStorage.setItem('bo-theme', JSON.stringify({ colorScheme: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'bo-theme' }));
  });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousViolations(page, undefined, 'colour'), 'dark').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test('a malformed public key shows a configuration error on the login page, with the diagnostic log', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.route('/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), jwtPublicKey: 'bm90IGEga2V5' } });
  });
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in is unavailable' })).toBeVisible();
  expect(logs.join('\n')).toContain('Invalid public key format');
});
