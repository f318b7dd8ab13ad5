/**
 * Issue 26, point 2: every screen visited while online opens offline with its data, marked "As of …": the
 * dashboard, both tabs of the organizations page, the transactions list and one payment, the payouts and one
 * payout, the notifications and the profile. A screen never visited still says it needs a connection.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callAs } from './support/manage-api.ts';
import { loadedAssetsNotCached, waitForWorkerControl } from './support/service-worker.ts';
import { persistedQueryKeys } from './support/persisted-cache.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

// this file is about the service worker: the suite's default blocks it (see playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/** What the persisted entry holds: each query key after the scope, as JSON. */
const persistedKeys = async (page: Page) =>
  (await persistedQueryKeys(page)).map((key) => JSON.stringify(key));

const MERCHANT = DEMO_EMAIL.merchant;

/** The saved copy of the profile (key `[scope, 'profile', 'current']`), as a stolen disk would hold it. */
function persistedProfile(page: Page): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown> | undefined>((resolve) => {
        const request = indexedDB.open('keyval-store');
        request.onupgradeneeded = () => request.result.createObjectStore('keyval');
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('keyval', 'readonly').objectStore('keyval').getAll();
          all.onsuccess = () => {
            type Saved = { queryKey: unknown[]; state: { data: Record<string, unknown> } };
            const entries = all.result as { clientState?: { queries?: Saved[] } }[];
            const queries = entries.flatMap((entry) => entry.clientState?.queries ?? []);
            const profile = queries.find(
              (query) => query.queryKey[1] === 'profile' && query.queryKey[2] === 'current',
            );
            resolve(profile?.state.data);
            db.close();
          };
        };
      }),
  );
}

interface Screen {
  name: string;
  path: string;
  /** a value from the screen's own data, as the user reads it */
  data: (page: Page) => Locator;
  /**
   * a part of the saved key of the screen's own data (the key after the scope, as JSON): the next screen opens
   * only once it is written, or a page load could go before the throttled save (the worker may reload a tab)
   */
  saved: RegExp;
}

/** Each screen's checks go on after one fails, so a run names every screen that does not open. */
const soft = expect.configure({ soft: true });

const needsConnection = (page: Page) => page.getByRole('heading', { name: 'This screen needs a connection' });

test('every screen visited online opens offline with its data "as of"; one never visited needs a connection', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const request = context.request;
  const profile = await callAs<{ name: string; notificationConfig: Record<string, string> | null }>(
    request,
    MERCHANT,
    'GET',
    '/v1/user/profile',
  );
  const payouts = await callAs<{ payouts: { _id: string }[] }>(
    request,
    MERCHANT,
    'GET',
    '/v1/payout?page=1&limit=1',
  );
  const payoutId = payouts.payouts[0]!._id;
  const payments = await callAs<{ results: { paymentId: string }[] }>(
    request,
    MERCHANT,
    'GET',
    '/v1/transaction?status=success&limit=1',
  );
  const paymentId = payments.results[0]!.paymentId;
  const members = await callAs<{ email: string }[]>(request, MERCHANT, 'GET', '/v1/org/members');

  // what each screen shows, read online; offline the same text must be there
  const firstRow = (page: Page, table: string) =>
    page.getByRole('table', { name: table }).locator('tbody tr').first();
  const screens: Screen[] = [
    {
      name: 'dashboard',
      path: '/main/dashboard/',
      data: (page) => page.getByTestId('latest-transaction').first(),
      saved: /^\["transactions","metrics"/,
    },
    {
      name: 'organizations',
      path: '/manage/organization/',
      data: (page) => page.getByRole('list', { name: 'Your organizations' }).getByRole('listitem').first(),
      saved: /^\["organizations","member"/,
    },
    {
      name: 'team',
      path: '/manage/organization/?tab=team',
      data: (page) => page.getByRole('region', { name: /^Members of / }).getByText(members[0]!.email),
      saved: /^\["team","members"\]/,
    },
    {
      name: 'transactions',
      path: '/manage/transactions/',
      data: (page) => firstRow(page, 'Transactions'),
      saved: /^\["transactions","list",.*"limit":10[,}]/,
    },
    {
      name: 'one transaction',
      path: `/manage/transactions/${paymentId}`,
      data: (page) => page.getByText(`Payment ${paymentId}`, { exact: true }),
      saved: new RegExp(`^\\["transactions","detail","${paymentId}"`),
    },
    {
      name: 'payouts',
      path: '/manage/payout/',
      data: (page) => firstRow(page, 'Payouts'),
      saved: /^\["payouts","list"/,
    },
    {
      name: 'one payout',
      path: `/manage/payout/${payoutId}`,
      data: (page) => page.getByRole('heading', { level: 1, name: /^Payout of / }),
      saved: new RegExp(`^\\["payouts","detail","${payoutId}"`),
    },
    {
      name: 'notifications',
      path: '/main/notification',
      data: (page) => page.getByRole('list', { name: 'Notifications' }).getByRole('link').first(),
      saved: /^\["notifications","list"/,
    },
    {
      name: 'profile',
      path: '/manage/profile',
      data: (page) => page.getByRole('textbox', { name: 'Name' }),
      saved: /^\["profile","notification-channels"/,
    },
  ];

  const page = await context.newPage();
  await signInWithCookies(page, MERCHANT);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await waitForWorkerControl(page);
  // a page the worker controls from its start: /config.json, which an offline start needs, is cached by it
  await page.goto('/main/dashboard/');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  const seen = new Map<string, string>();
  for (const screen of screens) {
    await page.goto(screen.path);
    const data = screen.data(page);
    await expect(data, screen.name).toBeVisible();
    seen.set(
      screen.name,
      screen.name === 'profile' ? await data.inputValue() : (await data.textContent())!.trim(),
    );
    // its code is cached, and the throttled save has written its data, before the next screen opens
    await expect.poll(() => loadedAssetsNotCached(page), { message: screen.name }).toEqual([]);
    await soft
      .poll(async () => (await persistedKeys(page)).some((key) => screen.saved.test(key)), {
        message: `${screen.name} saved`,
        timeout: 10_000,
      })
      .toBe(true);
  }
  expect(seen.get('profile')).toBe(profile.name);
  // the profile went to disk without its secrets: which channels are filled, never what they hold
  const saved = await persistedProfile(page);
  expect(saved).toMatchObject({ name: profile.name, redactedForDisk: true });
  const filled = Object.entries(profile.notificationConfig ?? {}).filter(([, value]) => value.trim() !== '');
  const savedConfig = (saved?.notificationConfig ?? {}) as Record<string, string>;
  expect(Object.keys(savedConfig).filter((key) => key !== 'redactedForDisk')).toEqual(
    filled.map(([key]) => key),
  );
  for (const [, value] of filled) expect(JSON.stringify(savedConfig)).not.toContain(value);

  await context.setOffline(true);
  for (const screen of screens) {
    await page.goto(screen.path);
    // each screen on its own page load; a failure names the screen and the others are still checked
    const data = screen.data(page);
    if (screen.name === 'profile') await soft(data, 'profile offline').toHaveValue(seen.get(screen.name)!);
    else await soft(data, `${screen.name} offline`).toHaveText(seen.get(screen.name)!);
    await soft(page.getByTestId('data-as-of').first(), `${screen.name} offline`).toContainText(
      /As of \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    await soft(needsConnection(page), `${screen.name} offline`).toHaveCount(0);
  }

  // the profile screen (the last one opened) shows the saved copy, and nothing on it can be saved offline
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save profile' })).toHaveAccessibleDescription(
    'You are offline. Saving your profile needs a connection.',
  );
  await expect(page.getByText(/The addresses are not saved on this device/)).toBeVisible();

  // a screen never opened on this device has nothing to show
  await page.goto('/manage/onRampRequest/');
  await expect(needsConnection(page)).toBeVisible();
  await context.close();
});
