import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clickNotification, deliverPush, notificationTagged, openPushProfile } from './support/push.ts';
import { waitForWorkerControl } from './support/service-worker.ts';
import { signInFreshAccount } from './support/fresh-account.ts';

// this file is about the service worker: the suite's default blocks it (see playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 32, "alerts that matter": each kind of event the sandbox produces for real (a payment above the user's
 * threshold, a dispute and its deadline reminders, a refund that failed, a payout paid, an alert rule crossed,
 * the daily digest) reaches the real service worker as the provider pushed it (read from the sandbox's push log:
 * no push service is reachable here, so the test hands the message over through the DevTools protocol), shows
 * its system notification (no amount in privacy mode), and a click lands on the record, in the record's
 * organization and environment (the app switches back from live to test on the way).
 */
interface Pushed {
  at: string;
  payload: { type: string; orgId: string; env: string; quiet: boolean; data: Record<string, unknown> };
}

async function pushesOf(request: APIRequestContext, email: string): Promise<Pushed[]> {
  const response = await request.get(`/__sandbox/pushes?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Pushed[] }).data;
}

/** The newest push of this kind the sandbox sent the user (matching `where`), once it has. */
async function pushed(
  request: APIRequestContext,
  email: string,
  type: string,
  where: (data: Record<string, unknown>) => boolean = () => true,
): Promise<Pushed['payload']> {
  let found: Pushed | undefined;
  await expect
    .poll(
      async () => {
        await request.post('/__sandbox/scheduler/run');
        found = (await pushesOf(request, email)).find(
          (entry) => entry.payload.type === type && where(entry.payload.data),
        );
        return found;
      },
      { timeout: 20_000, message: `a ${type} push` },
    )
    .toBeTruthy();
  return found!.payload;
}

async function addPayment(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/__sandbox/payments', { data: body });
  expect(response.status()).toBe(201);
  return (
    (await response.json()) as { data: { payment: { paymentId: string }; dispute: { _id: string } | null } }
  ).data;
}

/** Calls the provider as the signed-in fresh account (its access token from the session cookie). */
async function callAsPage<T = unknown>(
  page: Page,
  method: string,
  path: string,
  data?: unknown,
  headers = {},
) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'access_token');
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${decodeURIComponent(cookie!.value)}`, ...headers },
    data,
  });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, `${method} ${path}: ${JSON.stringify(body.data)}`).toBe(1);
  return body.data;
}

/**
 * Delivers the push to the worker, reads the system notification it shows, clicks it, and waits for the page the
 * click opened (a new document: the worker navigates its window) once the app has taken the link's scope
 * parameters off the address.
 */
async function showAndClick(page: Page, payload: Pushed['payload'], tag: string) {
  await deliverPush(page, payload);
  const shown = await notificationTagged(page, tag);
  await page.evaluate(() => ((window as unknown as { e2eBeforeClick?: boolean }).e2eBeforeClick = true));
  await clickNotification(page.context(), tag);
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as { e2eBeforeClick?: boolean }).e2eBeforeClick === undefined)
        .catch(() => false),
    )
    .toBe(true);
  await expect(page).not.toHaveURL(/[?&]org=/);
  return shown;
}

test('every kind of event is pushed, shown by the worker and opens its record; in privacy mode without its amount', async () => {
  test.setTimeout(150_000);
  const { page, sub, close } = await openPushProfile();
  try {
    const { email } = await signInFreshAccount(page, 'push-events', '/main/dashboard/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitForWorkerControl(page);
    const { request } = page;
    // every kind on by default; a threshold for large payments, and the digest due now (today's hour is past)
    const preferences = await callAsPage<Record<string, unknown>>(
      page,
      'GET',
      '/v1/user/notification-preferences',
    );
    await callAsPage(page, 'PUT', '/v1/user/notification-preferences', {
      ...preferences,
      largePayment: [{ currency: 'USD', amount: 1000 }],
      digest: { enabled: true, hour: 0 },
      timeZone: 'UTC',
    });
    // notifications do not wait for the bell's button here: the pushes are read from the sandbox's log
    await callAsPage(page, 'POST', '/v1/push/subscribe', {
      endpoint: sub.endpoint,
      keys: { p256dh: sub.p256dh, auth: sub.auth },
    });

    await test.step('a payment above the threshold', async () => {
      const { payment } = await addPayment(request, {
        email,
        amount: 2500,
        currency: 'USD',
        status: 'success',
      });
      const payload = await pushed(request, email, 'payment', (data) => data.paymentId === payment.paymentId);
      const shown = await showAndClick(page, payload, `payment-${payment.paymentId}`);
      expect([shown.title, shown.body]).toEqual([
        'Payment of 2,500.00 USD',
        'Above your threshold of 1,000.00 USD · PayDesk',
      ]);
      await expect(page).toHaveURL(new RegExp(`/manage/transactions/${payment.paymentId}$`));
      await expect(page.getByText(payment.paymentId).first()).toBeVisible();
    });

    await test.step('a dispute opened, then its deadline reminders', async () => {
      const { payment, dispute } = await addPayment(request, {
        email,
        amount: 80,
        currency: 'EUR',
        status: 'success',
        dispute: true,
        dueInHours: 20,
        reason: 'product_not_received',
      });
      const opened = await pushed(request, email, 'dispute', (data) => data.disputeId === dispute!._id);
      const shown = await showAndClick(page, opened, `dispute-${dispute!._id}`);
      expect(shown.title).toBe('Dispute opened: 80.00 EUR');
      expect(shown.body).toMatch(/^product_not_received · Respond by \d{1,2} \w{3} \d{4} · PayDesk$/);
      await expect(page).toHaveURL(new RegExp(`/manage/transactions/${payment.paymentId}$`));

      const reminder = await pushed(
        request,
        email,
        'disputeDeadline',
        (data) => data.disputeId === dispute!._id && data.hoursLeft === 24,
      );
      const remind = await showAndClick(page, reminder, `dispute-deadline-${dispute!._id}-24`);
      expect(remind.title).toBe('A dispute must be answered within 24 hours');
      expect(remind.body).toMatch(/^80\.00 EUR disputed · Respond by /);
      await expect(page).toHaveURL(new RegExp(`/manage/transactions/${payment.paymentId}$`));
      await expect(page.getByText(payment.paymentId).first()).toBeVisible();
    });

    await test.step('in privacy mode: a refund that failed, without its amount', async () => {
      await page.keyboard.press('Alt+Shift+KeyH');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Hide amounts' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const { payment } = await addPayment(request, {
        email,
        amount: 40,
        currency: 'USD',
        status: 'success',
      });
      // the sandbox's rule: a refund whose cents are .13 fails when it settles
      await callAsPage(
        page,
        'POST',
        `/v1/refund/${payment.paymentId}`,
        { amount: 25.13 },
        {
          'Idempotency-Key': `e2e-${Date.now()}`,
        },
      );
      const failed = await pushed(request, email, 'refund', (data) => data.paymentId === payment.paymentId);
      const shown = await showAndClick(page, failed, `refund-${failed.data.refundId as string}`);
      expect(shown.title).toBe('Refund in USD failed');
      expect(`${shown.title} ${shown.body}`).not.toMatch(/25[.,]13/);
      await expect(page).toHaveURL(new RegExp(`/manage/transactions/${payment.paymentId}$`));
      await expect(page.getByText(payment.paymentId).first()).toBeVisible();
      const hide = page.getByRole('banner').getByRole('button', { name: 'Hide amounts' });
      await hide.click();
      await expect(hide).toHaveAttribute('aria-pressed', 'false');
    });

    await test.step('a payout paid and the alert it crossed, opened from the live environment', async () => {
      await callAsPage(page, 'POST', '/v1/alerts', {
        kind: 'payoutAbove',
        currency: 'USD',
        threshold: 100,
      });
      const created = await callAsPage<{ _id: string }>(
        page,
        'POST',
        '/v1/payout/create?currency=USD',
        { endDate: new Date().toISOString().slice(0, 10), currencyCategory: 'fiat' },
        {
          'Idempotency-Key': `e2e-payout-${Date.now()}`,
        },
      );
      const alert = await pushed(request, email, 'alert', (data) => data.payoutId === created._id);
      const paid = await pushed(
        request,
        email,
        'payout',
        (data) => data.payoutId === created._id && data.status === 'paid',
      );
      // the user is looking at live data when the notification comes
      await page.goto('/main/dashboard/');
      await page.getByRole('switch', { name: 'Test mode' }).click();
      await expect(page.getByRole('switch', { name: 'Test mode' })).not.toBeChecked();
      const shown = await showAndClick(page, paid, `payout-${created._id}`);
      expect(shown.title).toMatch(/^Payout of [\d,]+\.\d{2} USD$/);
      await expect(page).toHaveURL(new RegExp(`/manage/payout/${created._id}\\?showPayment=true$`));
      await expect(page.getByRole('switch', { name: 'Test mode' })).toBeChecked();
      await expect(page.getByRole('heading', { level: 1, name: /^Payout of/ })).toBeVisible();

      const alertShown = await showAndClick(page, alert, `alert-${alert.data.ruleId as string}`);
      expect(alertShown.title).toBe('Payout above 100.00 USD');
      await expect(page).toHaveURL(new RegExp(`/manage/payout/${created._id}\\?showPayment=true$`));
    });

    await test.step('the daily digest', async () => {
      const digest = await pushed(request, email, 'digest');
      const shown = await showAndClick(page, digest, `digest-${digest.data.digestId as string}`);
      expect(shown.title).toMatch(/^Your daily digest for \d{1,2} \w{3} \d{4}$/);
      await expect(page).toHaveURL(new RegExp(`/main/digest/${digest.data.digestId as string}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Daily digest' })).toBeVisible();
    });

    await test.step('in privacy mode, no notification of any kind names an amount', async () => {
      await page.goto('/main/dashboard/');
      const hide = page.getByRole('banner').getByRole('button', { name: 'Hide amounts' });
      await hide.click();
      await expect(hide).toHaveAttribute('aria-pressed', 'true');
      const kinds = new Set<string>();
      for (const { payload } of await pushesOf(request, email)) {
        if (kinds.has(payload.type)) continue;
        kinds.add(payload.type);
        await deliverPush(page, payload);
      }
      expect([...kinds].sort()).toEqual([
        'alert',
        'digest',
        'dispute',
        'disputeDeadline',
        'payment',
        'payout',
        'refund',
      ]);
      const shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} ${n.body}`),
      );
      expect(shown.length).toBeGreaterThanOrEqual(kinds.size);
      // an amount as the worker writes one: digits with two decimals, then a currency code
      for (const text of shown) expect(text).not.toMatch(/\d\.\d{2} [A-Z]{3,4}\b/);
    });
  } finally {
    await close();
  }
});
