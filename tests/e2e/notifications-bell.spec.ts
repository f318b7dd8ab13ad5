import { expect, test, type Page } from '@playwright/test';
import { DISMISS_ANIMATION_MS } from '../../src/features/notifications/dismissals.ts';
import { seriousViolations } from './support/axe.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 12: the bell, its panel, mark read, dismiss. What changes notifications is done as Ada Admin (her own
 * organization, "Ada's Atelier"): the merchant's unread notifications stay for the other journeys.
 */
// the dismissed row's slide-out is part of what is checked: the motion the suite otherwise turns off
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });

async function bellCount(page: Page): Promise<number> {
  return Number((await bell(page).getAttribute('aria-label'))!.match(/\d+/)![0]);
}

test('the panel is a dialog: keyboard, Escape back to the bell, no serious axe violation, View All', async ({
  page,
}) => {
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await shellReady(page, 'Maya Merchant');
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('link', { name: /^Payout of / });
  await expect(items.first()).toBeVisible();
  await expect(panel.getByText('Unread').first()).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  await bell(page).click();
  await panel.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/main\/notification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

test('a notification in the bell opens its payout with the payments shown, and counts one fewer', async ({
  page,
}) => {
  await signInWithCookies(page, DEMO_EMAIL.admin);
  await shellReady(page, 'Ada Admin');
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
  const before = await bellCount(page);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: /^Notifications/ });
  const href = (await panel.locator('a[data-read="false"]').first().getAttribute('href'))!;
  expect(href).toMatch(/^\/manage\/payout\/[0-9a-f]{24}\?showPayment=true$/);
  // by its address, not its place: payouts other specs created keep adding notifications at the top
  await panel.locator(`a[data-read="false"][href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/manage/payout/[0-9a-f]{24}\\?showPayment=true$`));
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before - 1} unread`);
});

test('on the page: mark read lowers the bell count; dismiss slides out, then undo or the end of its toast', async ({
  page,
}) => {
  await signInWithCookies(page, DEMO_EMAIL.admin, { path: '/main/notification' });
  await shellReady(page, 'Ada Admin');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link', { name: /^Payout of / }).first()).toBeVisible();
  const before = await bellCount(page);
  expect(before).toBeGreaterThan(0);

  await list
    .getByRole('button', { name: /^Mark as read: / })
    .first()
    .click();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before - 1} unread`);

  // dismiss: it slides out for its 900 ms, then it is removed
  const row = list.getByRole('listitem').first();
  const href = (await row.getByRole('link').getAttribute('href'))!;
  const rowByHref = list.locator(`li:has(a[href="${href}"])`);
  // watched by the page itself (a busy machine may not look in time): whether the row was marked as leaving,
  // and how long it stayed in the list once Dismiss was pressed
  const leaving = rowByHref.evaluate(
    (item) =>
      new Promise<{ marked: boolean; stayedMs: number }>((resolve) => {
        let pressedAt = 0;
        let marked = false;
        item.addEventListener('click', () => (pressedAt ||= performance.now()), { capture: true });
        new MutationObserver(() => (marked ||= item.dataset.leaving === 'true')).observe(item, {
          attributes: true,
        });
        new MutationObserver((_, observer) => {
          if (item.isConnected) return;
          observer.disconnect();
          resolve({ marked, stayedMs: performance.now() - pressedAt });
        }).observe(item.parentElement!, { childList: true });
      }),
  );
  await row.getByRole('button', { name: /^Dismiss: / }).click();
  await expect(rowByHref).toHaveCount(0, { timeout: 3000 });
  const { marked, stayedMs } = await leaving;
  expect(marked, 'the row slides out').toBe(true);
  expect(stayedMs).toBeGreaterThanOrEqual(DISMISS_ANIMATION_MS);
  // Undo brings it back, and nothing was sent
  let dismissCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().includes('/v1/notification/dismiss')) dismissCalls++;
  });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rowByHref).toHaveCount(1);
  expect(dismissCalls).toBe(0);

  // dismissed again and left alone: the dismissal is sent when the toast's 5 s are over
  const sent = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().includes('/v1/notification/dismiss'),
    { timeout: 10_000 },
  );
  await rowByHref.getByRole('button', { name: /^Dismiss: / }).click();
  await expect(rowByHref).toHaveCount(0, { timeout: 2000 });
  await sent;
  await page.reload();
  await expect(list.getByRole('link', { name: /^Payout of / }).first()).toBeVisible();
  await expect(list.locator(`a[href="${href}"]`)).toHaveCount(0);
});
