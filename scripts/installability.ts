import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

/**
 * Chromium's own verdict on whether a page can be installed, for the e2e tests (tests/e2e/install-*.spec.ts)
 * and the bench figure (bench/figures/installability.ts). Installability needs a persistent profile
 * (`browser.newContext()` is incognito, where nothing installs): a throw-away user data folder.
 */
export async function launchProfile(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'install-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    // the engagement heuristics would hold `beforeinstallprompt` back from a page opened a moment ago
    args: [...CHROMIUM_FLAGS, '--bypass-app-banner-engagement-checks'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Installability {
  /** `Page.getInstallabilityErrors`: empty when the page can be installed */
  errors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
  /** `Page.getAppManifest`: the manifest's URL and its text as the browser read it */
  manifestUrl: string;
  manifest: Record<string, unknown> | null;
}

/** Opens `url` in the profile, waits for the page to settle and asks the DevTools protocol about it. */
export async function installabilityOf(context: BrowserContext, url: string): Promise<Installability> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Installability['errors'];
    };
    const { url: manifestUrl, data } = await cdp.send('Page.getAppManifest');
    return {
      errors: installabilityErrors,
      manifestUrl,
      manifest: data ? (JSON.parse(data) as Record<string, unknown>) : null,
    };
  } finally {
    await page.close();
  }
}
