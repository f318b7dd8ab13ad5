import type { Browser, Page } from '@playwright/test';

const DEMO_MERCHANT = { email: 'merchant@demo.test', password: 'Demo-pass-1' };

/** Signs the demo merchant in through the login form and waits for the dashboard. */
export async function signInThroughForm(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/`);
  await page.getByLabel('Email').fill(DEMO_MERCHANT.email);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_MERCHANT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/main\/dashboard\/$/);
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
}

/** The session cookies of a signed-in demo merchant, to start other contexts signed in. */
export async function signedInState(browser: Browser, appUrl: string) {
  const context = await browser.newContext();
  await signInThroughForm(await context.newPage(), appUrl);
  const state = await context.storageState();
  await context.close();
  return state;
}
