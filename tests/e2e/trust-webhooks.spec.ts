import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInFreshAccount } from './support/fresh-account.ts';

/**
 * Issue 33, part 5: the sandbox really delivers a webhook to the local receiver that `npm start` (and this test
 * server) runs, allow-listed by its one origin (/config.json names it): the failed attempts show on the Webhooks
 * screen, and once the receiver answers 200, Redeliver makes a new, successful attempt that shows too.
 */

interface Received {
  path: string;
  status: number;
  webhookId: string | null;
  verified: boolean | null;
  body: string;
}

/** The local receiver's origin, as the server tells the app (the only local origin a webhook may use). */
async function receiverOrigin(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { webhookAllowedOrigins?: string[] };
  expect(config.webhookAllowedOrigins).toHaveLength(1);
  return config.webhookAllowedOrigins![0]!;
}

async function setReceiverMode(request: APIRequestContext, origin: string, mode: 'ok' | 'fail') {
  expect((await request.put(`${origin}/mode`, { data: { mode } })).status()).toBe(200);
}

/**
 * A new account is asked for its notification configuration (the shell's modal) once the shell has loaded:
 * whenever it shows, not now (a handler, since when it shows depends on the shell's own requests).
 */
async function dismissPromptWhenShown(page: Page) {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Notification Configuration' }),
    async (prompt) => {
      await prompt.getByRole('button', { name: 'Later' }).click();
    },
  );
}

test('a failed webhook shows its attempts, and Redeliver makes a new successful one', async ({ page }) => {
  const origin = await receiverOrigin(page.request);
  await setReceiverMode(page.request, origin, 'fail');
  const { email, accessToken } = await signInFreshAccount(page, 'webhooks', '/main/notification');
  // the configuration points at the receiver's switchable path (a fresh sign-in is its own step-up)
  const saved = await page.request.patch('/v1/config/payment', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { webhookUrl: `${origin}/hooks/switchable` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // an event: a payment comes in, and its webhook's first attempt gets a 500
  const added = await page.request.post('/__sandbox/payments', {
    data: { email, amount: 18.4, currency: 'USD', status: 'success' },
  });
  expect(added.status()).toBe(201);
  const { paymentId } = ((await added.json()) as { data: { payment: { paymentId: string } } }).data.payment;

  await dismissPromptWhenShown(page);
  await page.goto('/manage/webhooks/');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: paymentId });
  await expect(row).toContainText('payment.succeeded');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('500');
  await row.getByRole('button', { name: 'Show the attempts of payment.succeeded' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery of payment.succeeded' });
  // the first attempt, and maybe the retry 10 s later (the server's clock runs): every one answered 500
  const attempts = dialog.getByTestId('webhook-attempt');
  await expect(attempts.last()).toContainText('Attempt 1');
  await expect(attempts.last()).toContainText('Answered 500');
  await expect(attempts.last()).toContainText('Failing on purpose');
  await expect(dialog.getByText('Answered 200')).toHaveCount(0);

  // the endpoint is fixed: Redeliver, and the new attempt is a success
  await setReceiverMode(page.request, origin, 'ok');
  await dialog.getByRole('button', { name: 'Redeliver' }).click();
  await expect(page.getByText('Redelivered: the endpoint answered 200.')).toBeVisible();
  await expect(attempts.first()).toContainText('Redelivery');
  await expect(attempts.first()).toContainText('Answered 200');
  await expect(dialog).toContainText('Delivered');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(row).toContainText('Delivered');

  // the receiver got both, signed with the organization's secret
  const received = (await (await page.request.get(`${origin}/received`)).json()) as Received[];
  const ours = received.filter((r) => r.body.includes(paymentId));
  expect(ours[0]!.status).toBe(500);
  expect(ours.at(-1)!.status).toBe(200);
  expect(ours.every((r) => r.verified === true)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the deliveries are cards that fit the screen', async ({ page }) => {
    const origin = await receiverOrigin(page.request);
    const { email, accessToken } = await signInFreshAccount(page, 'webhooks-phone', '/main/notification');
    await page.request.patch('/v1/config/payment', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { webhookUrl: `${origin}/hooks/ok` },
    });
    await page.request.post('/__sandbox/payments', {
      data: { email, amount: 7.25, currency: 'USD', status: 'success' },
    });
    await dismissPromptWhenShown(page);
    await page.goto('/manage/webhooks/');
    const list = page.getByRole('list', { name: 'Webhook deliveries' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Delivered');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
