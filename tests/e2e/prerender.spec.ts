import { expect, test, type Page } from '@playwright/test';
import { loginTokens, originFor } from './support/sign-in.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

/**
 * The sign-in screen is in the HTML (scripts/vite/prerender-sign-in.ts): it paints before any script has run,
 * in the host's brand and the stored theme, and the app hydrates it (src/app/hydrate-sign-in.tsx): the same
 * elements go live without a visible change, and what the user typed meanwhile stays in them.
 */
// A first visit has no service worker yet; a test's second visit would otherwise get the page and the entry from
// the worker's precache, where page.route cannot hold them back (issue 13's worker, sw/).
test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

/** Holds the app's entry script until released: the page shows what the HTML alone shows. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sums the page's layout shifts from its start (the budget's figure: CLS ≤ 0.02). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Position, size and colours of every element of the screen, in document order. */
function screenLayout(page: Page, rootSelector: string) {
  return page.locator(rootSelector).evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((element) => !['STYLE', 'LINK', 'path', 'circle'].includes(element.tagName))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          element.tagName,
          [box.x, box.y, box.width, box.height].map(Math.round).join(','),
          style.color,
          style.backgroundColor,
          style.borderTopColor,
        ].join(' ');
      }),
  );
}

const appTookOver = (page: Page) => expect(page.locator('[data-prerender]')).toHaveCount(0);

/** Marks the prerendered screen's fields and button, before the app runs, to tell them apart from new ones. */
const markPrerendered = (page: Page) =>
  page.locator('[data-prerender]').evaluate((screen) => {
    for (const element of screen.querySelectorAll('input, button'))
      (element as unknown as { prerendered: boolean }).prerendered = true;
  });

/**
 * How many of the page's fields and buttons are still the prerendered elements, of how many: the form's five and
 * the three languages'.
 */
const keptElements = (page: Page) =>
  page.locator('#root').evaluate((root) => {
    const elements = [...root.querySelectorAll('input, button')];
    const kept = elements.filter((element) => (element as unknown as { prerendered?: boolean }).prerendered);
    return { kept: kept.length, of: elements.length };
  });

/** Errors and React's reports of a hydration it gave up (a warning: src/app/recoverable-error.ts). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('React recovered'))
      problems.push(message.text());
  });
  return problems;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [host, brand, logo] of [
    ['localhost', 'PayDesk', '/brands/default/logo.svg'],
    ['partner.localhost', 'Harbor Pay', '/brands/partner/logo.svg'],
  ] as const) {
    test(`${host}: / shows the sign-in screen in ${brand}'s logo and title`, async ({ page }) => {
      await page.goto(`${originFor(host)}/`);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.locator('input[type="password"][autocomplete="current-password"]')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: brand })).toHaveAttribute('src', logo);
      await expect(page).toHaveTitle(brand);
    });
  }
});

for (const [theme, stored] of [
  ['the default theme', {}],
  ['dark mode', { 'bo-theme': JSON.stringify({ colorScheme: 'dark' }) }],
  [
    'a custom primary colour and background',
    { 'bo-theme': JSON.stringify({ primary: '200, 30, 90' }), 'bo-theme-background': '250, 240, 200' },
  ],
  ['right-to-left', { 'bo-theme': JSON.stringify({ dir: 'rtl' }) }],
] as const) {
  test(`in ${theme}, the app hydrates the prerendered screen, keeping its elements, without moving or recolouring it`, async ({
    page,
  }) => {
    const errors = recordProblems(page);
    await page.addInitScript(
      (entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      stored as Record<string, string>,
    );
    const layoutShift = await recordLayoutShifts(page);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const prerendered = page.locator('[data-prerender]');
    await expect(prerendered.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(prerendered.locator('img')).toHaveJSProperty('complete', true);
    const before = await screenLayout(page, '[data-prerender]');
    await markPrerendered(page);

    release();
    await appTookOver(page);
    // a hydration mismatch would have React render the screen afresh: new elements, and a report
    expect(await keptElements(page)).toEqual({ kept: 9, of: 9 });
    await expect(page.getByRole('button', { name: 'Continue with Sandbox ID' })).toBeVisible();
    expect(await screenLayout(page, '#root')).toEqual(before);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
}

test("every brand's host hydrates its own prerendered screen, keeping its elements", async ({ page }) => {
  const problems = recordProblems(page);
  for (const [host, brand] of [
    ['localhost', 'PayDesk'],
    ['admin.localhost', 'PayDesk Operations'],
    ['partner.localhost', 'Harbor Pay'],
  ] as const) {
    const release = await holdTheApp(page);
    await page.goto(`${originFor(host)}/`, { waitUntil: 'commit' });
    await expect(page.locator('[data-prerender]').getByRole('img', { name: brand })).toBeVisible();
    await markPrerendered(page);
    release();
    await appTookOver(page);
    expect(await keptElements(page)).toEqual({ kept: 9, of: 9 });
    await page.unrouteAll();
  }
  expect(problems).toEqual([]);
});

test('what is typed before the app runs is kept, with the focus, and a held-back "Sign in" goes through once', async ({
  page,
}) => {
  const problems = recordProblems(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/auth\/login$/.test(new URL(request.url()).pathname))
      logins.push(request.postData() ?? '');
  });
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DEMO_EMAIL.merchant);
  const password = page.locator('input[autocomplete="current-password"]');
  await password.fill('Demo-pass');
  release();
  await appTookOver(page);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_EMAIL.merchant);
  await expect(password).toBeFocused();
  await page.keyboard.type('-1'); // typing goes on where it stopped
  await expect(password).toHaveValue(DEMO_PASSWORD);

  // again, pressing Enter before the app runs: no native submit (it would reload the page and lose it all)
  await page.context().clearCookies();
  const again = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DEMO_EMAIL.merchant);
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(page.locator('[data-prerender] form')).toHaveAttribute('data-submit-requested');
  await expect(password).toHaveValue(DEMO_PASSWORD);
  again();
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  expect(logins).toHaveLength(1);
  expect(JSON.parse(logins[0]!)).toMatchObject({ email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD });
  expect(problems).toEqual([]);
});

test('a signed-in browser opening / never sees the sign-in screen: it goes on to the dashboard', async ({
  page,
}) => {
  const tokens = await loginTokens(page.request, DEMO_EMAIL.merchant);
  await page.context().addCookies(
    [
      ['access_token', tokens.access.token],
      ['refresh_token', tokens.refresh.token],
      ['isAccepted', 'true'],
    ].map(([name, value]) => ({
      name: name!,
      value: value!,
      url: originFor(),
      secure: true,
      sameSite: 'Strict' as const,
    })),
  );
  // samples every frame: was the sign-in heading ever on screen?
  await page.addInitScript(() => {
    const seen = window as unknown as { signInSeen: boolean };
    seen.signInSeen = false;
    const sample = () => {
      const heading = [...document.querySelectorAll('h1')].find((h1) => h1.textContent === 'Sign in');
      if (heading && heading.getClientRects().length > 0) seen.signInSeen = true;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('[data-prerender]')).toBeAttached();
  await expect(page.locator('[data-prerender]')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { signInSeen: boolean }).signInSeen)).toBe(false);
});

test('the screen stays hidden on another sign-in path and on a host of another brand', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await expect(page.locator('[data-prerender]')).toBeAttached();
  await expect(page.locator('[data-prerender]')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // a static host sends the default brand's page to every host: on admin.localhost it must not paint
  const defaultPage = await (await page.request.get(`${originFor()}/`)).text();
  await page.route(`${originFor('admin.localhost')}/`, (route) =>
    route.fulfill({ body: defaultPage, contentType: 'text/html' }),
  );
  const again = await holdTheApp(page);
  await page.goto(`${originFor('admin.localhost')}/`, { waitUntil: 'commit' });
  await expect(page.locator('[data-prerender]')).toBeAttached();
  await expect(page.locator('[data-prerender]')).toBeHidden();
  again();
  await expect(page.getByRole('img', { name: 'PayDesk Operations' })).toBeVisible();
});
