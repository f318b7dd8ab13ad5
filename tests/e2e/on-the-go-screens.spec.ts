import { expect, test, type Page } from '@playwright/test';
import { producedDigest } from './support/digests.ts';
import { callAs } from './support/manage-api.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 32's screens on a 390 px phone in Paris: the profile's notification settings saved and seen again after
 * a reload; an alert rule created, changed, subscribed to and left by another member (a viewer, who may not
 * change it), and deleted; a daily digest the sandbox made, opened with its links. Each screen's controls are
 * thumb-sized. What each step changes in the demo data is put back.
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Paris' });

const MERCHANT = DEMO_EMAIL.merchant;
const VIEWER = DEMO_EMAIL.viewer;

/** The visible controls in `root` smaller than 44×44 px (as tests/e2e/phone-first.spec.ts measures them). */
function smallTargets(page: Page, root = '#main-content'): Promise<string[]> {
  return page.evaluate((root) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`${root} :is(${selector})`)) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      // a switch's see-through input: its body (track and word) is the target
      const target =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? ((element.closest('[class*="-body"]') as HTMLElement | null) ?? element)
          : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.width < 44 || box.height < 44)
        small.push(
          `${element.tagName.toLowerCase()}[${element.getAttribute('type') ?? ''}] "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  }, root);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('notification settings: quiet hours, the digest hour, a threshold and the time zone survive a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const saved = await callAs<Record<string, unknown>>(
    page.request,
    MERCHANT,
    'GET',
    '/v1/user/notification-preferences',
  );
  try {
    // from a known start: no threshold, quiet hours and digest off, in UTC
    await callAs(page.request, MERCHANT, 'PUT', '/v1/user/notification-preferences', {
      ...saved,
      largePayment: [],
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
      digest: { enabled: false, hour: 8 },
      timeZone: 'UTC',
    });
    await signInWithCookies(page, MERCHANT, { path: '/manage/profile#notification-settings' });
    const settings = page.getByRole('region', { name: 'Notification settings' });
    const form = settings.getByRole('form', { name: 'Notification settings' });
    await expect(form).toBeVisible();

    await test.step('change quiet hours, the digest, a threshold and the time zone, then save', async () => {
      await form.getByRole('switch', { name: 'Quiet hours on' }).click();
      await form.getByLabel('From').fill('22:30');
      await form.getByRole('switch', { name: 'Send me a daily digest' }).click();
      await form.getByRole('combobox', { name: 'At' }).selectOption('6');
      await form.getByRole('button', { name: 'Add a currency' }).click();
      await form.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
      await expect(form.getByText('Up to 2 decimals for EUR')).toBeVisible();
      await form.getByRole('textbox', { name: /^Notify above/ }).fill('2500.505');
      await form.getByRole('button', { name: 'Use this device’s time zone (Europe/Paris)' }).click();
      await form.getByRole('button', { name: 'Save notification settings' }).click();
      // refused before sending, nothing lost
      await expect(form.getByText('EUR amounts have at most 2 decimals')).toBeVisible();
      await form.getByRole('textbox', { name: /^Notify above/ }).fill('2500.50');
      await form.getByRole('button', { name: 'Save notification settings' }).click();
      await expect(settings.getByText('Quiet 22:30–07:00 · Digest at 06:00 Europe/Paris')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
      await expectNoSidewaysScroll(page);
      // the settings' own controls (the password form above has its own measure)
      expect(await smallTargets(page, '#notification-settings')).toEqual([]);
    });

    await test.step('after a reload, the same settings', async () => {
      await page.reload();
      await expect(settings.getByText('Quiet 22:30–07:00 · Digest at 06:00 Europe/Paris')).toBeVisible();
      await expect(form.getByRole('switch', { name: 'Quiet hours on' })).toBeChecked();
      await expect(form.getByLabel('From')).toHaveValue('22:30');
      await expect(form.getByRole('combobox', { name: 'At' })).toHaveValue('6');
      await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
      await expect(form.getByRole('textbox', { name: /^Notify above/ })).toHaveValue('2500.5');
      await expect(form.getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Europe/Paris');
    });
  } finally {
    await callAs(page.request, MERCHANT, 'PUT', '/v1/user/notification-preferences', saved);
  }
});

test('alerts: created, changed, subscribed to by a viewer who may not change it, and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const rules = page.getByRole('list', { name: 'Alert rules' });
  const rule = (words: string | RegExp) => rules.getByRole('listitem').filter({ hasText: words });

  await test.step('the merchant creates a rule from the menu, checked before sending', async () => {
    await signInWithCookies(page, MERCHANT);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Alerts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await page.getByRole('button', { name: 'New alert' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New alert' });
    await dialog.getByRole('combobox', { name: 'Alert me when' }).selectOption('balanceBelow');
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('500.001');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog.getByText('USD amounts have at most 2 decimals')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('500');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog).toBeHidden();
    await expect(rule('Available USD balance below 500.00 USD')).toBeVisible();
    await expect(
      rule('Available USD balance below 500.00 USD').getByText('You', { exact: true }),
    ).toBeVisible();
  });

  await test.step('the merchant changes its threshold', async () => {
    await rule(/500\.00 USD/)
      .getByRole('button', { name: /^Edit / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit alert' });
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('400');
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(dialog).toBeHidden();
    await expect(rule('Available USD balance below 400.00 USD')).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await smallTargets(page)).toEqual([]);
  });

  await test.step('a viewer subscribes and leaves, with no Edit or Delete on it', async () => {
    await signInWithCookies(page, VIEWER, { path: '/manage/alerts/' });
    const card = rule('Available USD balance below 400.00 USD');
    await expect(card.getByText('Maya Merchant')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await card.getByRole('button', { name: /^Subscribe / }).click();
    await expect(card.getByText('You get its alerts')).toBeVisible();
    await expect(card.getByText('2 subscribers')).toBeVisible();
    await card.getByRole('button', { name: /^Unsubscribe / }).click();
    await expect(card.getByText('You do not get its alerts')).toBeVisible();
    await expect(card.getByText('1 subscriber', { exact: true })).toBeVisible();
  });

  await test.step('the merchant deletes it after confirming', async () => {
    await signInWithCookies(page, MERCHANT, { path: '/manage/alerts/' });
    await rule(/400\.00 USD/)
      .getByRole('button', { name: /^Delete / })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this alert?' });
    await expect(confirm).toContainText('Available USD balance below 400.00 USD');
    await confirm.getByRole('button', { name: 'Delete alert' }).click();
    await expect(rule(/400\.00 USD/)).toHaveCount(0);
  });
});

test('a daily digest the sandbox made opens with its sections and links', async ({ page }) => {
  test.setTimeout(90_000);
  const digest = await producedDigest(page.request, MERCHANT);
  await signInWithCookies(page, MERCHANT, { path: `/main/digest/${digest._id}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Daily digest' })).toBeVisible();
  await expect(page.getByText(/ · Maya's Coffee · Test$/)).toBeVisible();
  for (const name of ['Volume and net', 'New disputes', 'Payouts', 'Latest digests'])
    await expect(page.getByRole('region', { name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await smallTargets(page)).toEqual([]);
  const payout = page.getByRole('region', { name: 'Payouts' }).getByRole('link').first();
  if (digest.payouts.length > 0) {
    await payout.click();
    await expect(page).toHaveURL(/\/manage\/payout\/[0-9a-f]{24}\?showPayment=true$/);
  }
});
