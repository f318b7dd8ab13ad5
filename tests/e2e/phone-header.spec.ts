import { expect, test, type Page } from '@playwright/test';
import { callAs as callAsDemo } from './support/manage-api.ts';
import { message, type Locale } from './support/languages.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { newPerson } from './support/team-accounts.ts';

/**
 * Issue 47 on phones: every control of the header inside the screen at 360, 390, 412 and 430 px, in English,
 * French and Arabic, with a new account's long organization name, at the top and once scrolled (the header
 * clips what does not fit, so a control off the screen never shows as a sideways scroll); and signing out from
 * the navigation drawer on a 390 px phone in each language.
 */
const WIDTHS = [360, 390, 412, 430];
const LOCALES: Locale[] = ['en', 'fr', 'ar'];

/** The header's visible controls that are not wholly inside the screen, or smaller than a thumb (44 × 44). */
function headerControlsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.bo-header')!;
    const width = document.documentElement.clientWidth;
    const wrong: string[] = [];
    for (const element of header.querySelectorAll<HTMLElement>('a[href], button, [role="button"], input')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      if (box.left < 0 || box.right > width)
        wrong.push(`"${name}" at ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`);
      if (box.width < 44 || box.height < 44)
        wrong.push(`"${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    // nothing drawn over a control: the organization's chip (its name and environment) ends before the buttons
    const chip = header.querySelector<HTMLElement>('[data-testid="scope-chip"]');
    const actions = header.querySelector<HTMLElement>('.bo-header-actions');
    if (chip && actions && chip.getBoundingClientRect().width > 0) {
      const drawn = [...chip.querySelectorAll<HTMLElement>('*')].map((element) =>
        element.getBoundingClientRect(),
      );
      const room = actions.getBoundingClientRect();
      const rtl = document.documentElement.dir === 'rtl';
      for (const box of drawn) {
        if (box.width === 0) continue;
        if (rtl ? box.left < room.right - 1 : box.right > room.left + 1)
          wrong.push(`the organization's chip reaches over the header's buttons`);
      }
    }
    return [...new Set(wrong)];
  });
}

test('the header fits every phone in every language with a long organization name, scrolled or not', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const person = await newPerson(page.request, 'Wally Walker');
  expect(person.orgName.length).toBeGreaterThan(20);
  for (const locale of LOCALES) {
    await callAsDemo(page.request, person.email, 'PATCH', '/v1/user/update-profile', { language: locale });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithCookies(page, person.email, { path: '/manage/transactions/' });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const chip = page.getByTestId('scope-chip');
    await expect(chip).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(chip).toBeVisible();
      if (width === 390) await page.screenshot({ path: test.info().outputPath(`header-${locale}-390.png`) });
      expect(await headerControlsOutside(page), `${locale} at ${width} px`).toEqual([]);
      // the name begins where its own direction begins: a Latin name in an Arabic header keeps its start
      const nameStart = await chip.locator('.bo-scope-chip-name').evaluate((element) => {
        const range = document.createRange();
        range.setStart(element.firstChild!, 0);
        range.setEnd(element.firstChild!, 1);
        return { first: range.getBoundingClientRect().left, box: element.getBoundingClientRect().left };
      });
      expect(nameStart.first - nameStart.box, `${locale} at ${width} px`).toBeLessThan(2);
      // a new account's screen is short: a page of rows' height below it, as a busy merchant's list has
      await page.evaluate(() => {
        document.getElementById('main-content')!.style.paddingBottom = '2000px';
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      const scrollTop = page.getByRole('button', { name: message(locale, 'shell:scrollToTop') });
      await expect(scrollTop).toBeVisible();
      expect(await headerControlsOutside(page), `${locale} at ${width} px, scrolled`).toEqual([]);
      // the scroll-to-top button is the page's, never one of the header's places
      expect(await scrollTop.evaluate((element) => element.closest('.bo-header') === null)).toBe(true);
      if (width === 390)
        await page.screenshot({ path: test.info().outputPath(`header-${locale}-390-scrolled.png`) });
    }
  }
});

for (const locale of LOCALES) {
  test(`signs out from the navigation drawer on a 390 px phone (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const person = await newPerson(page.request, `Sol Signout ${locale}`);
    await callAsDemo(page.request, person.email, 'PATCH', '/v1/user/update-profile', { language: locale });
    await signInWithCookies(page, person.email, { path: '/manage/transactions/' });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.getByRole('button', { name: message(locale, 'shell:openNavigation') }).click();
    const account = page.getByTestId('drawer-account');
    await expect(account).toContainText(person.name);
    const logOut = account.getByRole('button', { name: message(locale, 'shell:logOut') });
    const box = (await logOut.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await logOut.click();
    await expect(page).toHaveURL(/\/(\?next=.*)?$/);
    await expect(page.locator('input[type="email"], input[autocomplete="username"]').first()).toBeVisible();
  });
}
