import { expect, test, type BrowserContext } from '@playwright/test';
import { installabilityOf, launchProfile } from '../../scripts/installability.ts';
import { BRANDS, PARTNER_HOST, type BrandKey } from '../../src/shared/brands.ts';
import { seriousViolations } from './support/axe.ts';
import { originFor, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

// this file is about the service worker: the suite's default blocks it (see playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 13, "Installable everywhere": Chromium finds nothing in the way of installing the app on each brand's
 * host, and reads that brand's manifest. A persistent profile: an incognito context installs nothing.
 */
const HOSTS: [BrandKey, string][] = [
  ['default', 'localhost'],
  ['admin', 'admin.localhost'],
  ['partner', PARTNER_HOST],
];

let profile: Awaited<ReturnType<typeof launchProfile>>;
let context: BrowserContext;

test.beforeAll(async () => {
  profile = await launchProfile();
  context = profile.context;
});

test.afterAll(async () => {
  await profile?.close();
});

for (const [key, host] of HOSTS) {
  const brand = BRANDS[key];
  test(`${host}: installable, with ${brand.name}'s manifest, icons and iOS tags`, async () => {
    const origin = originFor(host);
    const result = await installabilityOf(context, `${origin}/`);
    expect(result.errors).toEqual([]);
    expect(result.manifestUrl).toBe(`${origin}/manifest-${key}.webmanifest`);
    expect(result.manifest).toMatchObject({
      name: brand.name,
      short_name: brand.shortName,
      theme_color: brand.themeColor,
      background_color: brand.backgroundColor,
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    const icons = result.manifest!.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const shots = result.manifest!.screenshots as { src: string; form_factor: string }[];
    expect(shots.map(({ form_factor }) => form_factor)).toEqual(['narrow', 'wide']);
    // issue 34: a share target for text and links, and the home-screen shortcuts for a merchant on the go
    expect(result.manifest!.share_target).toEqual({
      action: '/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    expect((result.manifest!.shortcuts as { url: string }[]).map(({ url }) => url)).toEqual([
      '/share?shortcut=failed-today',
      '/share?shortcut=search',
      '/manage/payout/',
      '/manage/transactions/',
    ]);
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/`);
      // every image the manifest names is served, as what it says it is (fetched by the page: only Chromium
      // resolves *.localhost)
      for (const src of [...icons.map((icon) => icon.src), ...shots.map((shot) => shot.src)]) {
        const response = await page.evaluate(async (url) => {
          const answer = await fetch(url);
          return { status: answer.status, type: answer.headers.get('content-type') };
        }, src);
        expect(response.status, src).toBe(200);
        expect(response.type, src).toMatch(/^image\/(png|jpeg)/);
      }
      const head = page.locator('head');
      await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        'href',
        `/brands/${key}/apple-touch-icon.png`,
      );
      await expect(head.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
        'content',
        'yes',
      );
      await expect(head.locator('meta[name="mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
      await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
        'content',
        brand.shortName,
      );
      await expect(head.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute(
        'content',
        'default',
      );
    } finally {
      await page.close();
    }
  });
}

test("a signed-in deep link (the plain page, the default brand's links) installs the host's brand", async () => {
  const page = await context.newPage();
  try {
    await signInWithCookies(page, DEMO_EMAIL.merchant, {
      host: 'admin.localhost',
      path: '/manage/transactions/',
    });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-admin.webmanifest');
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getAppManifest')).url)
      .toBe(`${originFor('admin.localhost')}/manifest-admin.webmanifest`);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await page.close();
  }
});

test('"Install app" in the profile menu while the browser offers it, gone once installed', async () => {
  const page = await context.newPage();
  try {
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => Boolean(window.__installPrompt)), { timeout: 15_000 })
      .toBe(true);
    const menuButton = page.getByRole('button', { name: /^Account menu for/ });
    // the open menu's serious or critical axe findings (the dropdown's opening transition over)
    const menuFindings = () => seriousViolations(page, '[role="menu"]');
    await menuButton.click();
    const entry = page.getByRole('menuitem', { name: 'Install app' });
    await expect(entry).toBeVisible();
    const withEntry = await menuFindings();
    // the browser's dialog stands in for itself: its answer is the user's, and headless has no one to give it
    await page.evaluate(() => {
      const offer = window.__installPrompt!;
      const answered = Promise.resolve({ outcome: 'accepted' as const });
      Object.defineProperty(offer, 'userChoice', { value: answered });
      Object.defineProperty(offer, 'prompt', {
        value: () => {
          (window as unknown as { prompted: number }).prompted = 1;
          return Promise.resolve();
        },
      });
    });
    await entry.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
      .toBe(1);
    // an offer is good for one prompt
    await menuButton.click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(entry).toHaveCount(0);
    // the entry adds no finding to the menu's (Mantine's dropdown has one of its own: a role=presentation
    // child of role=menu, aria-required-children)
    expect(withEntry).toEqual(await menuFindings());
    await page.keyboard.press('Escape');
    // a new offer brings the entry back; the app installed from the browser's own menu takes it away
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, { prompt: () => Promise.resolve(), userChoice: new Promise(() => {}) });
      window.dispatchEvent(offer);
    });
    await menuButton.click();
    await expect(entry).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(entry).toHaveCount(0);
  } finally {
    await page.close();
  }
});
