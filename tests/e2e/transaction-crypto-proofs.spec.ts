import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import {
  englishOnPage,
  expectLanguage,
  horizontalOverflow,
  message,
  type Locale,
} from './support/languages.ts';
import { callAs } from './support/manage-api.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 34 on a 390 px phone: a crypto payment's detail shows the customer's transaction hash and the wallet it
 * was paid to whole (64 characters wrap, the page never scrolls sideways), each with a thumb-sized copy button,
 * in English and in French (the browser's language). The hash is read through GET /v1/transaction.
 */
const MERCHANT = DEMO_EMAIL.merchant;
const DETAIL = 'features/transactions/detail';

interface Payment {
  paymentId: string;
  title: string;
  txHash: string | null;
  walletAddress: string | null;
}

for (const { locale, browser } of [
  { locale: 'en', browser: 'en-US' },
  { locale: 'fr', browser: 'fr-FR' },
] as { locale: Locale; browser: string }[]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale: browser, viewport: { width: 390, height: 844 } });

    test("a crypto payment's hash and wallet address, whole and copyable", async ({ page, request }) => {
      const list = await callAs<{ results: Payment[] }>(
        request,
        MERCHANT,
        'GET',
        '/v1/transaction?currencyType=crypto&currency=ETH&limit=1',
      );
      const payment = list.results[0]!;
      expect(payment.txHash).toMatch(/^[0-9a-f]{64}$/);
      await signInWithCookies(page, MERCHANT, { path: `/manage/transactions/${payment.paymentId}` });
      await expect(page.getByRole('heading', { level: 1, name: payment.title })).toBeVisible();
      await expectLanguage(page, locale);
      const summary = page.getByRole('region', { name: message(locale, `${DETAIL}:summary`) });
      await expect(summary.getByText(payment.txHash!, { exact: true })).toBeVisible();
      await expect(summary.getByText(payment.walletAddress!, { exact: true })).toBeVisible();
      for (const name of ['copyHash', 'copyAddress']) {
        const box = await summary
          .getByRole('button', { name: message(locale, `${DETAIL}:${name}`) })
          .boundingBox();
        expect(box!.height, name).toBeGreaterThanOrEqual(44);
      }
      expect(await horizontalOverflow(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      if (locale !== 'en') expect(await englishOnPage(page, locale)).toEqual([]);
    });
  });
}
