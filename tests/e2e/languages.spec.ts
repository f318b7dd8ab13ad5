import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { outOfOrder, renderedText } from './support/bidi.ts';
import {
  englishOnPage,
  expectLanguage,
  horizontalOverflow,
  message,
  translatedPattern,
  type Locale,
} from './support/languages.ts';
import { callAs } from './support/manage-api.ts';
import { DEMO_PASSWORD, originFor, signInWithCookies } from './support/sign-in.ts';
import {
  joinAs,
  newPerson,
  useOrganization as makeCurrentOrganization,
  type Person,
} from './support/team-accounts.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 31: the journeys a merchant takes — sign in, the dashboard, a refund, the notifications — in each
 * language, on a 390 px phone. On every screen: nothing of the English catalog where the language writes it
 * otherwise, no sideways scrolling, nothing serious for axe; in Arabic the page is right to left and amounts
 * still read left to right. French comes from the browser's language, Arabic is chosen on the sign-in page.
 */
const MERCHANT = DEMO_EMAIL.merchant;
const SIGN_IN = 'features/auth/sign-in';
const DETAIL = 'features/transactions/detail';

/** The checks every screen of a journey passes, once it shows `ready`. */
async function expectScreenIn(page: Page, locale: Locale, what: string) {
  await expectLanguage(page, locale);
  if (locale !== 'en') expect(await englishOnPage(page, locale), `English on ${what}`).toEqual([]);
  expect(await horizontalOverflow(page), `sideways overflow on ${what}`).toEqual([]);
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

/**
 * A successful EUR payment with nothing refunded yet, a different one per language (the journeys run side by side,
 * in other workers): the seed's, read through the API. Not a USD one, which the refund and export journeys count
 * while these run beside them.
 */
async function refundablePayment(request: APIRequestContext, locale: Locale) {
  const found = await callAs<{
    results: { paymentId: string; title: string; capturedAmount: number; refundedAmount: number }[];
  }>(request, MERCHANT, 'GET', '/v1/transaction?status=success&currency=EUR&limit=100');
  const refundable = found.results.filter(
    (entry) =>
      entry.refundedAmount === 0 &&
      entry.capturedAmount >= 10 &&
      !entry.capturedAmount.toFixed(2).endsWith('.13'),
  );
  const payment = refundable[['en', 'fr', 'ar'].indexOf(locale) * 2];
  expect(payment, 'a refundable EUR payment in the seed').toBeDefined();
  return payment!;
}

/**
 * Who signs in. A language chosen on the sign-in page is saved for the user on the provider, and follows them to
 * every page they open next: the Arabic journey signs in as an admin of the merchant's organization made for it,
 * so that the demo merchant, whom the other journeys share, keeps their language.
 */
async function accountFor(request: APIRequestContext, locale: Locale): Promise<string> {
  if (locale !== 'ar') return MERCHANT;
  const organizations = await callAs<{ _id: string; name: string; userId: string }[]>(
    request,
    MERCHANT,
    'GET',
    '/v1/org/member/organizations',
  );
  const coffee = organizations.find((organization) => organization.name === "Maya's Coffee")!;
  // invited into the merchant's current organization, Maya's Coffee (the seed's)
  const merchant = { email: MERCHANT } as Person;
  const person = await newPerson(request, 'Layla Haddad');
  await joinAs(request, merchant, person, 'admin');
  await makeCurrentOrganization(request, person.email, coffee._id);
  return person.email;
}

const JOURNEYS: { locale: Locale; browser: string; how: string }[] = [
  { locale: 'en', browser: 'en-US', how: 'the browser’s language' },
  { locale: 'fr', browser: 'fr-FR', how: 'the browser’s language' },
  { locale: 'ar', browser: 'en-US', how: 'a choice on the sign-in page' },
];

for (const { locale, browser, how } of JOURNEYS) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale: browser, viewport: { width: 390, height: 844 } });

    test(`sign-in, the dashboard, a refund and the notifications speak ${locale} (${how})`, async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const account = await accountFor(request, locale);
      await test.step('the sign-in page', async () => {
        await page.goto('/');
        if (locale === 'ar') {
          await expect(page.getByRole('heading', { name: message('en', `${SIGN_IN}:title`) })).toBeVisible();
          // the prerendered screen answers a tap once the app has taken it over (a form's "Sign in" before that is
          // held back and sent; a language's button is not)
          await expect(page.locator('[data-prerender]')).toHaveCount(0);
          await page
            .getByRole('group', { name: 'Language' })
            .getByRole('button', { name: 'العربية' })
            .click();
        }
        await expect(page.getByRole('heading', { name: message(locale, `${SIGN_IN}:title`) })).toBeVisible();
        await expectScreenIn(page, locale, 'the sign-in page');
      });

      await test.step('signing in leads to the dashboard', async () => {
        await page.getByLabel(message(locale, `${SIGN_IN}:email`)).fill(account);
        await page
          .getByRole('textbox', { name: message(locale, `${SIGN_IN}:password`), exact: true })
          .fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: message(locale, `${SIGN_IN}:submit`), exact: true }).click();
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: message(locale, 'lib/screens:dashboardHeading'),
          }),
        ).toBeVisible();
        await expect(
          page.getByRole('list', { name: message(locale, 'features/dashboard:volumeTitle') }),
        ).toBeVisible();
        await expectScreenIn(page, locale, 'the dashboard');
        if (locale === 'ar') {
          // an amount reads left to right inside the right-to-left page
          const amount = await renderedText(page, /^\u2066?-?[\d,]+(\.\d+)? [A-Z]{3,5}\u2069?$/);
          expect(amount, 'an amount on the dashboard').not.toBeNull();
          expect(outOfOrder(amount!.glyphs)).toEqual([]);
        }
      });

      await test.step('a refund, confirmed', async () => {
        const payment = await refundablePayment(request, locale);
        await page.goto(`/manage/transactions/${payment.paymentId}`);
        await expect(page.getByRole('heading', { level: 1, name: payment.title })).toBeVisible();
        const form = page.getByRole('form', {
          name: message(locale, `${DETAIL}:refundForm`),
        });
        await form.getByRole('button', { name: message(locale, `${DETAIL}:openRefund`) }).click();
        const dialog = page.getByRole('dialog', {
          name: message(locale, `${DETAIL}:confirmTitle`),
        });
        await expect(dialog).toBeVisible();
        await expectScreenIn(page, locale, 'the refund’s confirmation');
        await dialog
          .getByRole('button', { name: message(locale, `${DETAIL}:confirmRefund`), exact: true })
          .click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(translatedPattern(locale, `${DETAIL}:refundSucceeded`))).toBeVisible({
          timeout: 15_000,
        });
        await expectScreenIn(page, locale, 'the refunded payment');
      });

      await test.step('the notifications', async () => {
        await page.goto('/main/notification');
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: message(locale, 'lib/screens:notificationsHeading'),
          }),
        ).toBeVisible();
        await expectScreenIn(page, locale, 'the notifications');
      });

      if (locale === 'ar')
        await test.step('the choice is the user’s: saved on the provider, spoken on another device', async () => {
          await expect
            .poll(
              async () =>
                (await callAs<{ language?: string | null }>(request, account, 'GET', '/v1/user/profile'))
                  .language,
            )
            .toBe('ar');
          const device = await browser.newContext({
            baseURL: originFor(),
            locale: 'en-US',
            viewport: { width: 390, height: 844 },
            serviceWorkers: 'block',
          });
          const other = await device.newPage();
          await signInWithCookies(other, account);
          await expect(
            other.getByRole('heading', { level: 1, name: message('ar', 'lib/screens:dashboardHeading') }),
          ).toBeVisible();
          await expectLanguage(other, 'ar');
          await device.close();
        });
    });
  });
}

test.describe('in Arabic on a wide screen', () => {
  test.use({ locale: 'ar-EG', viewport: { width: 1280, height: 800 } });

  test('the layout is mirrored: the menu on the right, a "back" arrow that points right', async ({
    page,
    request,
  }) => {
    await signInWithCookies(page, MERCHANT);
    await expectLanguage(page, 'ar');
    const menu = page.getByRole('navigation', { name: message('ar', 'shell:mainMenu') });
    await expect(menu).toBeVisible();
    const main = page.getByRole('main');
    expect((await menu.boundingBox())!.x).toBeGreaterThan((await main.boundingBox())!.x);
    await expectScreenIn(page, 'ar', 'the wide dashboard');

    const found = await callAs<{ results: { paymentId: string; title: string }[] }>(
      request,
      MERCHANT,
      'GET',
      '/v1/transaction?limit=1',
    );
    const payment = found.results[0]!;
    await page.goto(`/manage/transactions/${payment.paymentId}`);
    await expect(page.getByRole('heading', { level: 1, name: payment.title })).toBeVisible();
    const back = page.getByRole('link', { name: message('ar', `${DETAIL}:backToTransactions`) });
    const arrow = back.locator('[aria-hidden="true"]').first();
    expect(await arrow.evaluate((element) => getComputedStyle(element).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    // the link is at the right of the content, where a right-to-left reader starts
    const content = (await main.boundingBox())!;
    expect((await arrow.boundingBox())!.x).toBeGreaterThan(content.x + content.width / 2);
    await expectScreenIn(page, 'ar', 'a payment, wide');
  });
});
