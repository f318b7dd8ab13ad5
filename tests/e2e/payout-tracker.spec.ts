import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { callAs } from './support/manage-api.ts';
import { loginTokens, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 32 on a 390 px phone, in Chromium against the sandbox (whose payouts take 3 s a step): a crypto payout's
 * tracker (its timeline, the hash copied whole, the confirmations, "Notify me when it lands") and a dispute's
 * deadline downloaded as a calendar file and read back.
 */
const MERCHANT = DEMO_EMAIL.merchant;

interface Balance {
  currency: string;
  currencyType: 'fiat' | 'crypto';
  amount: number;
  paymentCount: number;
}
interface Detail {
  _id: string;
  status: string;
  txHash: string | null;
  explorerUrlTemplate: string | null;
  watching: boolean;
}

/**
 * Creates a crypto payout through the API as a client would, for a currency with unpaid payments whose net
 * does not fall under the sandbox's failure rule (cents .13). It is paid 6 s later.
 */
async function createCryptoPayout(request: APIRequestContext): Promise<Detail> {
  const endDate = new Date().toISOString().slice(0, 10);
  const balances = await callAs<Balance[]>(request, MERCHANT, 'GET', '/v1/payout/payment/currencies');
  const { access } = await loginTokens(request, MERCHANT);
  for (const balance of balances.filter((b) => b.currencyType === 'crypto' && b.amount > 0)) {
    const query = `currency=${balance.currency}&endDate=${endDate}&currencyCategory=crypto`;
    const preview = await callAs<{ netAmount: number }>(
      request,
      MERCHANT,
      'GET',
      `/v1/payout/previewPayout?${query}`,
    );
    if (preview.netAmount <= 0 || /\.13\d*$/.test(preview.netAmount.toFixed(8))) continue;
    const response = await request.post(`/v1/payout/create?currency=${balance.currency}`, {
      headers: {
        Authorization: `Bearer ${access.token}`,
        'Idempotency-Key': `e2e-payout-tracker-${Date.now()}-${balance.currency}`,
      },
      data: { endDate, currencyCategory: 'crypto' },
    });
    const body = (await response.json()) as { data: Detail };
    expect(response.status(), JSON.stringify(body)).toBe(201);
    return body.data;
  }
  throw new Error('no crypto currency with unpaid payments left to pay out');
}

/** A control a thumb can hit on a phone: at least 44 × 44 px (issue 27's rule for the money screens). */
async function expectThumbTarget(control: Locator): Promise<void> {
  const box = (await control.boundingBox())!;
  expect(box.width, 'width').toBeGreaterThanOrEqual(44);
  expect(box.height, 'height').toBeGreaterThanOrEqual(44);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** A calendar file's content lines, unfolded (RFC 5545 §3.1). */
function contentLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a crypto payout on a phone: its timeline, the hash copied whole, its confirmations, and Notify me when it lands', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // signed in and the app loaded first: the payout is paid 6 s after it is created
  await signInWithCookies(page, MERCHANT, { path: '/manage/payout/' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const created = await createCryptoPayout(page.request);
  await page.goto(`/manage/payout/${created._id}`);

  await test.step('Notify me when it lands, while it is on its way', async () => {
    const notify = page.getByRole('button', { name: 'Notify me when it lands' });
    await expectThumbTarget(notify);
    await notify.click();
    await expect(notify).toHaveAttribute('aria-pressed', 'true');
    const detail = await callAs<Detail>(page.request, MERCHANT, 'GET', `/v1/payout/detail/${created._id}`);
    expect(detail.watching).toBe(true);
  });

  const tracker = page.getByRole('region', { name: 'Status history' });
  await test.step('the timeline moves to paid without a reload, each step with its time', async () => {
    await expect(tracker.locator('[data-step="paid"]')).toHaveAttribute('data-reached', 'true', {
      timeout: 20_000,
    });
    for (const step of ['requested', 'reviewed', 'sent', 'paid']) {
      const item = tracker.locator(`[data-step="${step}"]`);
      await expect(item).toContainText(/\d{1,2} \w+ \d{4}, \d\d:\d\d UTC/);
      await expect(item.getByTestId('relative-time')).toHaveText(/(ago|now)$/);
    }
    await expect(tracker).toContainText('Requested');
    await expect(tracker).toContainText('Reviewed');
    await expect(tracker).toContainText('Sent');
    // landed: nothing more to expect or to watch
    await expect(page.getByRole('button', { name: 'Notify me when it lands' })).toHaveCount(0);
    await expect(tracker.getByText('Expected arrival')).toHaveCount(0);
  });

  await test.step('the hash, shortened, copied whole; its explorer link; the confirmations', async () => {
    const hash = await tracker.getByTestId('tx-hash').getAttribute('title');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(tracker.getByTestId('tx-hash')).toContainText(`${hash!.slice(0, 8)}…${hash!.slice(-8)}`);
    await expectThumbTarget(tracker.getByRole('button', { name: 'Copy hash' }));
    await tracker.getByRole('button', { name: 'Copy hash' }).click();
    await expect(tracker.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);

    const detail = await callAs<Detail>(page.request, MERCHANT, 'GET', `/v1/payout/detail/${created._id}`);
    expect(detail.txHash).toBe(hash);
    const explorer = tracker.getByRole('link', { name: 'Open in explorer, in a new tab' });
    await expect(explorer).toHaveAttribute('href', detail.explorerUrlTemplate!.replace('{hash}', hash!));
    await expect(explorer).toHaveAttribute('target', '_blank');
    await expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
    await expectThumbTarget(explorer);
    await expect(tracker.getByTestId('confirmations')).toHaveText('6 of 6 confirmations');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page, '#main-content')).toEqual([]);
  });
});

test('a dispute’s deadline is downloaded as a calendar file, with reminders and a link back to the payment', async ({
  page,
}) => {
  await signInWithCookies(page, MERCHANT, { path: '/manage/transactions/?tab=disputes&disputeStatus=open' });
  const list = page.getByRole('list', { name: 'Disputes' });
  const addToCalendar = page.getByRole('button', { name: /^Add to calendar: / });
  const row = list.getByRole('listitem').filter({ has: addToCalendar }).first();
  const add = row.getByRole('button', { name: /^Add to calendar: / });
  await expect(add).toBeVisible();
  const paymentId = (await row.getByRole('link', { name: /^pay_/ }).textContent())!;
  await expectThumbTarget(add);
  await expect(add).toHaveAccessibleName(
    `Add to calendar: the response deadline of the dispute on ${paymentId}`,
  );
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, '#main-content')).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
  expect(download.suggestedFilename()).toBe(`dispute-${paymentId}.ics`);
  const lines = contentLines(await readFile((await download.path())!, 'utf8'));
  const value = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(value('VERSION')).toBe('2.0');
  expect(value('UID')).toMatch(/^dispute-[0-9a-f]{24}@localhost:\d+$/);
  for (const name of ['DTSTAMP', 'DTSTART', 'DTEND']) expect(value(name)).toMatch(/^\d{8}T\d{6}Z$/);
  expect(value('SUMMARY')).toBe(`Respond to the dispute on payment ${paymentId}`);
  const link = `${new URL(page.url()).origin}/manage/transactions/${paymentId}`;
  expect(value('URL')).toBe(link);
  expect(value('DESCRIPTION')).toContain(`payment ${paymentId}`);
  expect(value('DESCRIPTION')).toContain(`\\nOpen the payment: ${link}`);

  // the deadline is the event's end; each reminder falls 72 or 24 hours before it, while still ahead
  const utc = (text: string) =>
    Date.parse(text.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const start = utc(value('DTSTART')!);
  const end = utc(value('DTEND')!);
  expect(end).toBeGreaterThan(Date.now());
  const triggers = lines.filter((line) => line.startsWith('TRIGGER:')).map((line) => line.slice(8));
  expect(triggers.length).toBeGreaterThanOrEqual(1);
  for (const trigger of triggers) {
    const [, hours, minutes] = /^-PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(trigger)!;
    const at = start - (Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60_000;
    expect([72, 24]).toContain((end - at) / 3_600_000);
    expect(at).toBeGreaterThan(Date.now() - 60_000);
  }
  if (end - Date.now() > 73 * 3_600_000) expect(triggers).toHaveLength(2);

  // the link leads back to the payment in this app
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(paymentId, { exact: false }).first()).toBeVisible();
});
