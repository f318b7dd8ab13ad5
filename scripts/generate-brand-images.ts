/**
 * One-off: the PNG icons and JPEG screenshots of each brand's web app manifest (src/shared/web-manifest.ts),
 * written to public/brands/<brand>/ and committed. Chromium (the one the tests use) rasterises the brand's
 * favicon SVG, so no image library is needed; run it again when a favicon changes:
 *
 *   node --import tsx scripts/generate-brand-images.ts                 # icons only
 *   node --import tsx scripts/generate-brand-images.ts http://localhost:4173   # and screenshots (`npm start`)
 *
 * The screenshots show the dashboard of the demo merchant on each brand's host (same port, *.localhost).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { signInThroughForm } from '../bench/sign-in.ts';
import { BRANDS, PARTNER_HOST, type Brand, type BrandKey } from '../src/shared/brands.ts';
import { brandIconPaths, SCREENSHOT_SIZES } from '../src/shared/web-manifest.ts';

const PUBLIC = 'public';

/** The favicon drawn at `size`, its mark taking `scale` of it, on `background` (transparent when absent). */
function iconPage(svg: string, size: number, scale: number, background?: string): string {
  const mark = Math.round(size * scale);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background ?? 'transparent'}">
<img style="width:${mark}px;height:${mark}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`;
}

async function renderIcon(browser: Browser, html: string, size: number, file: string) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(html);
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  writeFileSync(file, await page.screenshot({ type: 'png', omitBackground: true }));
  await page.close();
}

async function writeIcons(browser: Browser, brand: Brand) {
  const svg = readFileSync(join(PUBLIC, brand.favicon), 'utf8');
  const paths = brandIconPaths(brand.key);
  const out = (path: string) => join(PUBLIC, path);
  // "any": the favicon as it is, its rounded square filling the icon
  await renderIcon(browser, iconPage(svg, 192, 1), 192, out(paths.icon192));
  await renderIcon(browser, iconPage(svg, 512, 1), 512, out(paths.icon512));
  // maskable: the brand's colour to every edge, the mark within the safe zone (a circle of 80% of the size);
  // the favicon's own square is of that colour, so only its glyph stands out
  await renderIcon(browser, iconPage(svg, 512, 0.62, brand.themeColor), 512, out(paths.maskable512));
  // iOS: opaque (transparency turns black), corners rounded by the system
  await renderIcon(browser, iconPage(svg, 180, 0.8, brand.themeColor), 180, out(paths.appleTouch));
}

function hostOf(key: BrandKey): string {
  return key === 'admin' ? 'admin.localhost' : key === 'partner' ? PARTNER_HOST : 'localhost';
}

async function writeScreenshots(browser: Browser, brand: Brand, appUrl: string) {
  const url = new URL(appUrl);
  url.hostname = hostOf(brand.key);
  const origin = url.origin;
  const paths = brandIconPaths(brand.key);
  for (const [form, viewport] of Object.entries(SCREENSHOT_SIZES)) {
    const context = await browser.newContext({ viewport, colorScheme: 'light' });
    const page = await context.newPage();
    await signInThroughForm(page, origin);
    // let the balances and charts settle
    await page.waitForLoadState('networkidle');
    const file = form === 'narrow' ? paths.screenshotNarrow : paths.screenshotWide;
    writeFileSync(join(PUBLIC, file), await page.screenshot({ type: 'jpeg', quality: 70 }));
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const appUrl = process.argv[2];
  for (const brand of Object.values(BRANDS)) {
    await writeIcons(browser, brand);
    if (appUrl) await writeScreenshots(browser, brand, appUrl);
    console.log(`${brand.key}: icons${appUrl ? ' and screenshots' : ''} written`);
  }
} finally {
  await browser.close();
}
