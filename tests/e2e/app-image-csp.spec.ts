import { expect, test, type Page } from '@playwright/test';
import { loginTokens, signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';

/**
 * Logos and avatars come from the image service (the sandbox names https://ik.imagekit.io/sandbox, as
 * IMAGEKIT_URL_ENDPOINT may). The CSP lets images load from that origin and from no other remote one.
 * The browser's requests are answered here, so no network is needed.
 */
const IMAGE_SERVICE_LOGO = 'https://ik.imagekit.io/sandbox/maya-coffee.png';
const FOREIGN_LOGO = 'https://images.elsewhere.example/maya-coffee.png';
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 1400, height: 900 } });

async function setOrganizationLogo(page: Page, logo: string | null) {
  const tokens = await loginTokens(page.request, 'merchant@demo.test');
  const reply = await page.request.patch('/v1/org/update', {
    headers: { Authorization: `Bearer ${tokens.access.token}` },
    data: { logo },
  });
  expect(reply.status()).toBe(200);
}

/** The organization selector's logo image once it has loaded (or failed). */
function organizationLogo(page: Page, src: string) {
  return page.getByRole('banner').locator(`img[src="${src}"]`);
}

test.afterEach(async ({ page }) => setOrganizationLogo(page, null));

test('an organization logo from the image service loads', async ({ page }) => {
  let served = 0;
  await page.route('https://ik.imagekit.io/**', (route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await setOrganizationLogo(page, IMAGE_SERVICE_LOGO);
  await signInWithCookies(page, 'merchant@demo.test');
  await shellReady(page, 'Maya Merchant');
  const logo = organizationLogo(page, IMAGE_SERVICE_LOGO);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(served).toBeGreaterThan(0);
});

test('a logo from any other remote origin is blocked by the CSP', async ({ page }) => {
  let served = 0;
  await page.route('https://images.elsewhere.example/**', (route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  const violation = page.waitForEvent(
    'console',
    (message) =>
      /Content Security Policy/.test(message.text()) && message.text().includes('images.elsewhere.example'),
  );
  await setOrganizationLogo(page, FOREIGN_LOGO);
  await signInWithCookies(page, 'merchant@demo.test');
  await shellReady(page, 'Maya Merchant');
  await violation;
  expect(served).toBe(0);
});
