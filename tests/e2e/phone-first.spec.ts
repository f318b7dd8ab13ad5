import { expect, test, type Page } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 27 on a 390×844 phone: the balance a merchant opens the app for is on the first screen of the
 * dashboard (the invitation notice included), the header says whose data it is and in which environment,
 * and every control of the dashboard, transactions and payouts is a thumb's target (44×44 px).
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The visible controls smaller than 44×44 px (links inside a sentence excepted, as WCAG 2.5.5 does). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      // a link kept out of the tab order inside a row that is itself the target (a list's card)
      if (element.tabIndex === -1 && element.closest('[data-row]')) continue;
      // a control drawn by another element (a switch's or checkbox's hidden input): its label is the target
      // (a segmented control's radio: its label)
      const target =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? ((element.closest('[class*="-body"]') as HTMLElement | null) ?? element.labels?.[0] ?? element)
          : element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const parentText = element.parentElement?.textContent?.trim() ?? '';
      const inSentence =
        style.display === 'inline' && parentText.length > (element.textContent?.trim().length ?? 0);
      if (inSentence) continue;
      if (box.width < 44 || box.height < 44) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** Every control of the screen at least 44×44 px, measured down to the end of the screen. */
async function expectThumbTargets(page: Page, ready: string) {
  await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
  // down to the end, so what loads as it comes near (the dashboard's charts) is there and measured too
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await smallTargets(page)).toEqual([]);
}

/**
 * One merchant sign-in on the phone: the dashboard as it first opens (notice, balances, its controls), the
 * notice dismissed, the header's scope chip and a switch to live and back, then transactions and payouts from
 * the menu drawer, each measured for thumb targets.
 */
test('the merchant’s phone: balances first, the notice, the scope chip, and thumb-sized controls on three screens', async ({
  page,
}) => {
  // a journey of several screens in one sign-in: a busy 2-core CI machine takes 2–3× a quiet one’s time
  test.setTimeout(90_000);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await signInWithCookies(page, DEMO_EMAIL.merchant);

  await test.step('the dashboard shows the balances on the first screen, below the invitation notice', async () => {
    await expect(page.getByRole('region', { name: 'An invitation is waiting for you' })).toBeVisible();
    const balances = page.getByRole('list', { name: "Test balances of Maya's Coffee" });
    await expect(page.getByRole('heading', { name: 'Test balances' })).toBeInViewport({ ratio: 1 });
    await expect(balances.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
    // each currency and its amount (that they are the provider's, with the currency's own decimals, is
    // tests/routes/dashboard-page.test.tsx's: here other specs have moved the demo data)
    for (const row of await balances.getByRole('listitem').all())
      await expect(row).toHaveText(/^([A-Z]+)\s*-?[\d,]+(\.\d+)? \1$/);
  });

  await test.step('every control of /main/dashboard/ is at least 44×44 px', async () => {
    await expectThumbTargets(page, 'Dashboard');
  });

  await test.step('the invitation notice can be dismissed', async () => {
    const notice = page.getByRole('region', { name: 'An invitation is waiting for you' });
    await notice.getByRole('button', { name: 'Dismiss the invitation notice' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Test balances' })).toBeVisible();
  });

  await test.step('the header names the organization and the environment, and follows a switch to live', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = page.getByRole('banner');
    const chip = header.getByTestId('scope-chip');
    await expect(chip).toBeInViewport({ ratio: 1 });
    await expect(chip).toContainText("Maya's");
    await expect(chip.getByTestId('env-badge')).toHaveText('Test');

    // the chip opens the drawer that holds the organization selector and the Test mode switch
    await chip.click();
    const testMode = menu.getByRole('switch', { name: 'Test mode' });
    await expect(testMode).toBeChecked();
    await expect(menu.getByText('Test mode · on')).toBeVisible();
    await testMode.click();
    await expect(testMode).not.toBeChecked();
    await expect(menu.getByText('Test mode · off')).toBeVisible();
    await expect(chip.getByTestId('env-badge')).toHaveText('Live');
    // back to test, as the other specs expect the demo merchant
    await testMode.click();
    await expect(chip.getByTestId('env-badge')).toHaveText('Test');
  });

  await test.step('every control of /manage/transactions/ is at least 44×44 px', async () => {
    // the drawer the chip opened holds the menu: its link closes it
    await menu.getByRole('link', { name: 'Transactions', exact: true }).click();
    await expect(page).toHaveURL(/\/manage\/transactions\/$/);
    await expect(menu.getByRole('link', { name: 'Transactions', exact: true })).not.toBeInViewport();
    await expectThumbTargets(page, 'Transactions');
  });

  await test.step('every control of /manage/payout/ is at least 44×44 px', async () => {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await menu.getByRole('link', { name: 'Payout', exact: true }).click();
    await expect(page).toHaveURL(/\/manage\/payout\/$/);
    await expect(menu.getByRole('link', { name: 'Payout', exact: true })).not.toBeInViewport();
    await expectThumbTargets(page, 'Payouts');
  });
});
