import { expect, test, type Page } from '@playwright/test';
import { loginTokens, signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Logos and avatars come from the image service (the sandbox names https://ik.imagekit.io/sandbox, as
 * IMAGEKIT_URL_ENDPOINT may). The CSP lets images load from under that endpoint's path and from no other
 * remote place, not even another path of the same host. The provider saves only its own upload URLs as a logo,
 * so the foreign ones reach the page through a rewritten organization list (a provider that stored them).
 * The browser's requests are answered here, so no network is needed.
 */
const FOREIGN_LOGOS = [
  'https://images.elsewhere.example/maya-coffee.png',
  'https://ik.imagekit.io/another-account/maya-coffee.png',
];
// a 1×1 PNG
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const PNG = Buffer.from(PNG_BASE64, 'base64');

test.use({ viewport: { width: 1400, height: 900 } });

async function setOrganizationLogo(page: Page, logo: string | null) {
  const tokens = await loginTokens(page.request, DEMO_EMAIL.merchant);
  const reply = await page.request.patch('/v1/org/update', {
    headers: { Authorization: `Bearer ${tokens.access.token}` },
    data: { logo },
  });
  expect(reply.status()).toBe(200);
}

/** Uploads the PNG as the merchant and returns its URL under the image endpoint. */
async function uploadLogo(page: Page): Promise<string> {
  const tokens = await loginTokens(page.request, DEMO_EMAIL.merchant);
  const reply = await page.request.post('/v1/image/upload', {
    headers: { Authorization: `Bearer ${tokens.access.token}` },
    data: { fileName: 'maya-coffee.png', mimeType: 'image/png', data: PNG_BASE64 },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { url: string } }).data.url;
}

/** Every organization in the member list shows `logo`, as a provider that had stored it would answer. */
async function listOrganizationsWithLogo(page: Page, logo: string) {
  await page.route('**/v1/org/member/organizations', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { logo: string | null }[] };
    for (const organization of body.data) organization.logo = logo;
    await route.fulfill({ response, json: body });
  });
}

/** The organization selector's logo image once it has loaded (or failed). */
function organizationLogo(page: Page, src: string) {
  return page.getByRole('banner').locator(`img[src="${src}"]`);
}

test.afterEach(async ({ page }) => setOrganizationLogo(page, null));

test('an organization logo uploaded to the image service loads', async ({ page }) => {
  let served = 0;
  await page.route('https://ik.imagekit.io/sandbox/**', (route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  const uploaded = await uploadLogo(page);
  await setOrganizationLogo(page, uploaded);
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await shellReady(page, 'Maya Merchant');
  const logo = organizationLogo(page, uploaded);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(served).toBeGreaterThan(0);
});

for (const foreign of FOREIGN_LOGOS) {
  test(`a logo from outside the image endpoint is blocked by the CSP: ${foreign}`, async ({ page }) => {
    let served = 0;
    await page.route(`${new URL(foreign).origin}/**`, (route) => {
      served += 1;
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    });
    const violation = page.waitForEvent(
      'console',
      (message) => /Content Security Policy/.test(message.text()) && message.text().includes(foreign),
    );
    await listOrganizationsWithLogo(page, foreign);
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await shellReady(page, 'Maya Merchant');
    await violation;
    expect(served).toBe(0);
  });
}
