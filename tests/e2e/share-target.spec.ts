import { expect, test, type Page } from '@playwright/test';
import { originFor, signInThroughForm, signInWithCookies } from './support/sign-in.ts';
import { callAs } from './support/manage-api.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 34: the installed app is a share target. Sharing a crypto payment's hash into it (Android's share sheet
 * opens the manifest's `share_target`, `/share?title=&text=&url=`) opens the palette over the dashboard with the
 * hash typed and the payment among the results; signed out, the sign-in comes first and the shared text survives
 * it; a link of another site is read for a token or searched as text, never followed.
 */

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const searchField = (page: Page) => page.getByRole('textbox', { name: 'Search everything' });

/** A crypto payment of Maya's Coffee (test mode) with its transaction hash, read through the API. */
async function cryptoPayment(page: Page) {
  const { results } = await callAs<{
    results: { paymentId: string; txHash?: string | null }[];
  }>(page.request, DEMO_EMAIL.merchant, 'GET', '/v1/transaction?currencyType=crypto&limit=50');
  const payment = results.find((transaction) => transaction.txHash);
  expect(payment, "a crypto payment with a hash in Maya's Coffee").toBeDefined();
  return payment as { paymentId: string; txHash: string };
}

/** The palette shows `query` in its field and finds the payment; its hit opens the payment's detail. */
async function findsAndOpens(page: Page, query: string, payment: { paymentId: string; txHash: string }) {
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  await expect(palette(page)).toBeVisible();
  await expect(searchField(page)).toHaveValue(query);
  const hit = palette(page).getByRole('button', { name: new RegExp(payment.txHash) });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/manage/transactions/${payment.paymentId}$`));
}

test('the built manifest is a share target for text and links', async ({ page }) => {
  const response = await page.request.get('/manifest-default.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { share_target: unknown };
  expect(manifest.share_target).toEqual({
    action: '/share',
    method: 'GET',
    params: { title: 'title', text: 'text', url: 'url' },
  });
});

test('signed in: a shared hash opens the palette searching for it, and its payment opens', async ({
  page,
}) => {
  const payment = await cryptoPayment(page);
  const text = `Payment received, tx ${payment.txHash} — thanks!`;
  await signInWithCookies(page, DEMO_EMAIL.merchant, {
    path: `/share?${new URLSearchParams({ title: 'Payment', text }).toString()}`,
  });
  await findsAndOpens(page, payment.txHash, payment);
  // the dashboard replaced /share: Back does not share again
  await page.goBack();
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  await expect(palette(page)).toBeHidden();
});

test("signed out: sign-in first, then a block explorer's link is searched by its hash", async ({ page }) => {
  const payment = await cryptoPayment(page);
  const link = `https://etherscan.io/tx/0x${payment.txHash}`;
  const leaving: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(originFor())) leaving.push(request.url());
  });
  await page.goto(`/share?${new URLSearchParams({ url: link }).toString()}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/share?url=${encodeURIComponent(link)}`);
  await signInThroughForm(page, DEMO_EMAIL.merchant);
  await findsAndOpens(page, `0x${payment.txHash}`, payment);
  expect(leaving).toEqual([]);
});

test('a link of another site is searched as text, never followed', async ({ page }) => {
  const leaving: string[] = [];
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(originFor())) leaving.push(request.url());
  });
  for (const url of ['https://evil.example/login?next=/steal', 'javascript:alert(document.domain)']) {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: `/share?${new URLSearchParams({ url })}` });
    await expect(page).toHaveURL(`${originFor()}/main/dashboard/`);
    await expect(searchField(page)).toHaveValue(url);
    await page.keyboard.press('Escape');
  }
  expect(leaving).toEqual([]);
  expect(dialogs).toEqual([]);
});
