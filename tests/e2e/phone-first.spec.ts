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

test('the dashboard shows the balances on the first screen, below the invitation notice', async ({
  page,
}) => {
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await expect(page.getByRole('region', { name: 'An invitation is waiting for you' })).toBeVisible();
  const balances = page.getByRole('list', { name: "Test balances of Maya's Coffee" });
  await expect(page.getByRole('heading', { name: 'Test balances' })).toBeInViewport({ ratio: 1 });
  await expect(balances.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
  // each currency and its amount (that they are the provider's, with the currency's own decimals, is
  // tests/routes/dashboard-page.test.tsx's: here other specs have moved the demo data)
  for (const row of await balances.getByRole('listitem').all())
    await expect(row).toHaveText(/^([A-Z]+)\s*-?[\d,]+(\.\d+)? \1$/);
});

test('the invitation notice can be dismissed', async ({ page }) => {
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  const notice = page.getByRole('region', { name: 'An invitation is waiting for you' });
  await notice.getByRole('button', { name: 'Dismiss the invitation notice' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Test balances' })).toBeVisible();
});

test('the header names the organization and the environment, and follows a switch to live', async ({
  page,
}) => {
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  const header = page.getByRole('banner');
  const chip = header.getByTestId('scope-chip');
  await expect(chip).toBeInViewport({ ratio: 1 });
  await expect(chip).toContainText("Maya's");
  await expect(chip.getByTestId('env-badge')).toHaveText('Test');

  // the chip opens the drawer that holds the organization selector and the Test mode switch
  await chip.click();
  const testMode = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('switch', { name: 'Test mode' });
  await expect(testMode).toBeChecked();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Test mode · on')).toBeVisible();
  await testMode.click();
  await expect(testMode).not.toBeChecked();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByText('Test mode · off'),
  ).toBeVisible();
  await expect(chip.getByTestId('env-badge')).toHaveText('Live');
  // back to test, as the other specs expect the demo merchant
  await testMode.click();
  await expect(chip.getByTestId('env-badge')).toHaveText('Test');
});

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

for (const screen of [
  { path: '/main/dashboard/', ready: 'Dashboard' },
  { path: '/manage/transactions/', ready: 'Transactions' },
  { path: '/manage/payout/', ready: 'Payouts' },
]) {
  test(`every control of ${screen.path} is at least 44×44 px`, async ({ page }) => {
    await signInWithCookies(page, DEMO_EMAIL.merchant, { path: screen.path });
    await expect(page.getByRole('heading', { name: screen.ready, exact: true })).toBeVisible();
    // down to the end, so what loads as it comes near (the dashboard's charts) is there and measured too
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await smallTargets(page)).toEqual([]);
  });
}
