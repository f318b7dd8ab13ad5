import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectDashboard, logOutFromMenu } from './support/auth.ts';
import { signInThroughForm, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 7, item 15: the tabs of one browser share one session, so they must share its renewal. */
// the requests counted and held here are the pages' own (the service worker never handles the API)
test.use({ serviceWorkers: 'block' });

/** Counts the refresh calls the pages of this context make (the provider would see exactly these). */
function countRefreshes(pages: Page[]) {
  const seen: string[] = [];
  for (const page of pages) {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/auth/refresh-tokens') seen.push(page.url());
    });
  }
  return seen;
}

/** Two tabs on the merchant's dashboard (signed in by cookies: the session is the subject, not the form). */
async function twoSignedInTabs(context: BrowserContext, page: Page) {
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await expectDashboard(page);
  const second = await context.newPage();
  await second.goto('/main/dashboard/');
  await expectDashboard(second);
  return [page, second] as const;
}

async function accessTokenWorks(page: Page) {
  const access = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token');
  const response = await page.request.get('/v1/user/profile', {
    headers: { Authorization: `Bearer ${decodeURIComponent(access!.value)}` },
  });
  return response.status();
}

/** Resolves once `page` sends a refresh of its own. */
function refreshSentBy(page: Page) {
  return new Promise<void>((resolve) =>
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/auth/refresh-tokens') resolve();
    }),
  );
}

/** Resolves once some tab of the browser waits for the refresh lock (seen through `page`). */
function refreshLockAwaited(page: Page) {
  return expect
    .poll(
      () =>
        page.evaluate(async () => {
          const { pending = [] } = await navigator.locks.query();
          return pending.some((lock) => lock.name === 'session-refresh');
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Whichever tab refreshes first is held until the other one is refreshing too: either waiting for the
 * browser-wide refresh lock, or (without coordination) sending its own refresh. So the two always overlap.
 */
async function holdEachRefreshUntilTheOtherTabRefreshes(tabs: readonly [Page, Page]) {
  const sent = tabs.map(refreshSentBy);
  for (const [index, tab] of tabs.entries()) {
    await tab.route('**/v1/auth/refresh-tokens', async (route) => {
      await Promise.race([sent[1 - index], refreshLockAwaited(tab)]);
      await route.continue();
    });
  }
}

test('two tabs reopened after the access token expired refresh once and both stay signed in', async ({
  context,
  page,
}) => {
  const tabs = await twoSignedInTabs(context, page);
  const refreshes = countRefreshes([...tabs]);
  await holdEachRefreshUntilTheOtherTabRefreshes(tabs);
  await context.clearCookies({ name: 'access_token' });
  await Promise.all(tabs.map((tab) => tab.reload()));
  for (const tab of tabs) await expectDashboard(tab);
  expect(refreshes).toHaveLength(1);
  expect(await accessTokenWorks(page)).toBe(200);
});

test('two open tabs whose requests meet a 401 at the same time refresh once and both go on', async ({
  context,
  page,
}) => {
  const tabs = await twoSignedInTabs(context, page);
  const [first, second] = tabs;
  const refreshes = countRefreshes([...tabs]);
  // the access token expires while both tabs are open (a token the provider no longer accepts)
  const access = (await context.cookies()).find((cookie) => cookie.name === 'access_token')!;
  await context.addCookies([{ ...access, value: 'expired.access.token' }]);
  // the first tab's refresh is held until the second tab has met its own 401: the two overlap for sure
  let secondRefused!: () => void;
  const secondGot401 = new Promise<void>((resolve) => (secondRefused = resolve));
  second.on('response', (response) => {
    if (response.status() === 401 && new URL(response.url()).pathname.startsWith('/v1/')) secondRefused();
  });
  let firstRefreshing!: () => void;
  const firstRefreshHeld = new Promise<void>((resolve) => (firstRefreshing = resolve));
  await first.route('**/v1/auth/refresh-tokens', async (route) => {
    firstRefreshing();
    await secondGot401;
    await route.continue();
  });
  // both tabs open a screen that loads data
  await first.getByRole('link', { name: 'Organization', exact: true }).click();
  await firstRefreshHeld;
  await second.getByRole('link', { name: 'Organization', exact: true }).click();
  for (const tab of tabs) {
    await expect(tab.getByRole('region', { name: 'Invitations to you' })).toBeVisible();
    await expect(tab).toHaveURL(/\/manage\/organization\/$/);
  }
  expect(refreshes).toHaveLength(1);
  expect(await accessTokenWorks(page)).toBe(200);
});

/** The `sub` of the bearer token a request carries ('' without one). */
function bearerSubject(authorization: string | undefined): string {
  const token = authorization?.replace(/^Bearer /, '');
  if (!token) return '';
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
}

test('a tab whose user was replaced by a sign-in in another tab never shows or sends for the wrong user', async ({
  context,
  page,
}) => {
  const [first, second] = await twoSignedInTabs(context, page);
  await expect(first.getByTestId('profile-name')).toHaveText('Maya Merchant');
  const mayaId = bearerSubject(
    `Bearer ${(await context.cookies()).find((c) => c.name === 'access_token')!.value}`,
  );
  // what the first tab sends while it still shows Maya's screens
  let reloaded = false;
  first.on('framenavigated', (frame) => {
    if (frame === first.mainFrame()) reloaded = true;
  });
  const sentForSomeoneElse: string[] = [];
  first.on('request', (request) => {
    const subject = bearerSubject(request.headers().authorization);
    if (!reloaded && subject && subject !== mayaId) sentForSomeoneElse.push(request.url());
  });

  await logOutFromMenu(second);
  await expect(second.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await signInThroughForm(second, DEMO_EMAIL.admin);
  await expectDashboard(second);
  await expect(second.getByTestId('profile-name')).toHaveText('Ada Admin');

  // the first tab, still on Maya's dashboard, loads another screen: it starts again as the cookies' user
  await first.getByRole('link', { name: 'Organization', exact: true }).click();
  await expect(first.getByTestId('profile-name')).toHaveText('Ada Admin');
  expect(sentForSomeoneElse).toEqual([]);
  // and the second tab's sign-in is untouched
  expect(await accessTokenWorks(second)).toBe(200);
  await second.reload();
  await expect(second.getByTestId('profile-name')).toHaveText('Ada Admin');
});
