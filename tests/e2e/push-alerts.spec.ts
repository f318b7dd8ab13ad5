import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectDashboard, logOutFromMenu } from './support/auth.ts';
import { callAs } from './support/manage-api.ts';
import {
  appBadge,
  clickNotification,
  deliverPush,
  notificationTagged,
  openPushProfile,
  payoutMessage,
  shownNotifications,
  storedPushEndpoints,
} from './support/push.ts';
import { waitForWorkerControl } from './support/service-worker.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

// this file is about the service worker: the suite's default blocks it (see playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 13, Web Push: turning payout alerts on (the permission asked from the button), the worker's system
 * notification for a payout message, its click landing on the payout's payments, the bell refreshed by a
 * push, and logout ending the subscription. In a persistent profile, against the production build.
 */
const MERCHANT = DEMO_EMAIL.merchant;

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });

async function bellCount(page: Page): Promise<number> {
  return Number((await bell(page).getAttribute('aria-label'))!.match(/\d+/)![0]);
}

/** The merchant's newest payout in its current organization and environment (the seed pays fortnightly). */
async function newestPayout(request: APIRequestContext) {
  const list = await callAs<{ payouts: { _id: string; organizationId?: string }[] }>(
    request,
    MERCHANT,
    'GET',
    '/v1/payout?page=1&limit=1',
  );
  expect(list.payouts.length).toBeGreaterThan(0);
  return list.payouts[0]!;
}

/** Signs the merchant in on the dashboard and waits until the app's worker controls the page. */
async function signedInUnderWorker(page: Page) {
  await signInWithCookies(page, MERCHANT);
  await expectDashboard(page);
  await waitForWorkerControl(page);
}

test('payout alerts: turned on from the bell, a push shows its notification and a click opens the payout, a malformed one goes nowhere, logout ends the subscription; a push refreshes the bell', async () => {
  // one persistent profile (a browser of its own) for the whole journey: the four journeys' time together
  test.setTimeout(120_000);
  const profile = await openPushProfile();
  const { page, context, sub } = profile;
  try {
    await test.step('turning payout alerts on registers the subscription with the provider', async () => {
      await signedInUnderWorker(page);
      // nothing is asked on load: the permission stays untouched until the button is clicked
      expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
      await bell(page).click();
      const subscribed = page.waitForResponse(
        (response) => response.url().endsWith('/v1/push/subscribe') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Turn on payout alerts' }).click();
      const response = await subscribed;
      expect(await response.json()).toEqual({
        code: 1,
        data: { message: 'Subscribed to push notifications' },
      });
      expect(storedPushEndpoints()).toContain(sub.endpoint);
      // subscribed with the VAPID key of the runtime configuration
      const config = (await (await page.request.get('/config.json')).json()) as { vapidPublicKey: string };
      expect(
        await page.evaluate(
          () => (window as unknown as { e2ePush: { serverKey?: string } }).e2ePush.serverKey,
        ),
      ).toBe(config.vapidPublicKey);
      await expect(page.getByRole('button', { name: 'Turn on payout alerts' })).toBeHidden();
      await page.keyboard.press('Escape');
    });

    await test.step('a payout push shows its notification; clicking it opens the payout on its Payments tab', async () => {
      const payout = await newestPayout(page.request);
      // the merchant's own organization (the link names it: the app opens the payout there)
      const orgId = decodeURIComponent(
        (await context.cookies()).find((cookie) => cookie.name === 'orgID')!.value,
      );
      await deliverPush(
        page,
        payoutMessage({ payoutId: payout._id, orgId, amount: 1234.5, currency: 'usd' }),
      );
      const shown = await notificationTagged(page, `payout-${payout._id}`);
      expect(shown.title).toBe('Payout of 1,234.50 USD');
      expect(shown.body).toBe('Paid · Period ending 20 Nov 2026 · PayDesk');
      expect(shown.data.url).toBe(`/manage/payout/${payout._id}?showPayment=true&org=${orgId}&env=test`);

      // an update of the same payout replaces the notification instead of stacking a second one
      await deliverPush(
        page,
        payoutMessage({ payoutId: payout._id, orgId, amount: 1234.5, status: 'failed' }),
      );
      await expect
        .poll(async () => (await shownNotifications(page)).filter((entry) => entry.tag === shown.tag))
        .toEqual([expect.objectContaining({ body: 'Failed · Period ending 20 Nov 2026 · PayDesk' })]);

      await clickNotification(context, shown.tag);
      await expect(page).toHaveURL(new RegExp(`/manage/payout/${payout._id}\\?showPayment=true$`));
      await expect(page.getByRole('tab', { name: /^Payments/ })).toHaveAttribute('aria-selected', 'true');
      // the click closed it
      await expect
        .poll(async () => (await shownNotifications(page)).map((entry) => entry.tag))
        .not.toContain(shown.tag);
    });

    await test.step('a push with a malformed payout id shows a notification without a link; clicking it goes nowhere', async () => {
      const before = page.url();
      await deliverPush(page, payoutMessage({ payoutId: '../../manage/profile' }));
      const shown = await notificationTagged(page, 'payout-../../manage/profile');
      expect(shown.data.url).toBeNull();
      await clickNotification(context, shown.tag);
      await expect.poll(async () => (await shownNotifications(page)).length).toBe(0);
      // the click's handler closes first and then would navigate; that it never does for a notification
      // without a link is its own test's (tests/sw/notification-click.test.ts, "goes nowhere")
      expect(page.url()).toBe(before);
    });

    await test.step('logout ends the subscription', async () => {
      await page.goto('/manage/profile');
      await expect(page.getByText('Payout alerts are on in this browser.')).toBeVisible();
      const unsubscribed = page.waitForRequest(
        (request) => request.url().endsWith('/v1/push/unsubscribe') && request.method() === 'POST',
      );
      await logOutFromMenu(page);
      await unsubscribed;
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(storedPushEndpoints()).not.toContain(sub.endpoint);
      expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
    });

    await test.step('a push refreshes the bell count in the open window', async () => {
      // Ada Admin's notifications: the merchant's unread ones stay for the other journeys
      const ADMIN = DEMO_EMAIL.admin;
      await signInWithCookies(page, ADMIN);
      await waitForWorkerControl(page);
      await expect(bell(page)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
      const before = await bellCount(page);
      // the installed app's icon shows the bell's count
      await expect.poll(() => appBadge(page)).toBe(before);
      // one of them read elsewhere (another device), behind the open window's back
      const list = await callAs<{ results: { _id: string; read: boolean }[] }>(
        page.request,
        ADMIN,
        'GET',
        '/v1/notification?page=1&limit=50',
      );
      const unread = list.results.find((item) => !item.read)!;
      await callAs(page.request, ADMIN, 'PATCH', `/v1/notification/update?id=${unread._id}`, { read: true });
      // the open window does not know yet (only its own 30 s refresh or a push would tell it)
      await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before} unread`);
      await deliverPush(page, payoutMessage({ payoutId: '64b000000000000000000001' }));
      // well before the bell's own 30 s refresh
      await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before - 1} unread`, { timeout: 5000 });
      await expect.poll(() => appBadge(page)).toBe(before - 1);
    });
  } finally {
    await profile.close();
  }
});
