// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import Big from 'big.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, chooseLocale, currentLocale } from '../../src/i18n/locale-store.ts';
import { LOCALE_KEY } from '../../src/i18n/locales.ts';
import { RichText } from '../../src/i18n/rich-text.tsx';
import { defineMessages, translate } from '../../src/i18n/translate.ts';
import { signInMessages } from '../../src/features/auth/sign-in/messages/index.ts';
import { formatMoney, parseAmountInput } from '../../src/lib/money.ts';
import { formatCount } from '../../src/lib/count.ts';
import { formatDayMonthUtc } from '../../src/lib/dates.ts';
import { compileCatalog } from '../../scripts/vite/compile-messages.ts';
// what a translated language's catalogs bring with them (scripts/vite/compile-messages.ts)
import '../../src/i18n/formatter.ts';

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

const currencies = [{ code: 'USD', currencyType: 'fiat' as const, decimals: 2 }];

describe('the language spoken', () => {
  it('is English until another is chosen, and a chosen one is spoken at once and remembered', async () => {
    expect(currentLocale()).toBe('en');
    expect(translate(signInMessages, 'submit')).toBe('Sign in');
    await chooseLocale('fr');
    expect(translate(signInMessages, 'submit')).toBe('Se connecter');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('fr');
    await chooseLocale('ar');
    expect(translate(signInMessages, 'submit')).toBe('تسجيل الدخول');
  });

  it('formats ICU arguments and plurals by the language’s rules', async () => {
    // compiled as the build compiles every catalog (scripts/vite/compile-messages.ts)
    const source = compileCatalog(
      JSON.stringify({ rows: '{count, plural, one {# row} other {# rows}} for {name}' }),
    );
    const probe = defineMessages('tests/probe', source as { rows: string });
    expect(translate(probe, 'rows', { count: 1, name: 'Ada' })).toBe('1 row for Ada');
    expect(translate(probe, 'rows', { count: 3, name: 'Ada' })).toBe('3 rows for Ada');
    // a message the language's catalog lacks is written in English, never as its key
    await activateLocale('fr');
    expect(translate(probe, 'rows', { count: 2, name: 'Ada' })).toBe('2 rows for Ada');
  });
});

describe('plurals and selects', () => {
  const source = compileCatalog(
    JSON.stringify({
      rows: '{count, plural, =0 {No rows} one {# row} other {# rows}}',
      env: '{env, select, test {Test data} other {Live data}}',
    }),
  );
  const probe = defineMessages('tests/plural-probe', source as { rows: string; env: string });

  it('are written in English by the app itself, without loading any Intl data', () => {
    const plural = vi.spyOn(Intl, 'PluralRules');
    const number = vi.spyOn(Intl, 'NumberFormat');
    expect(translate(probe, 'rows', { count: 0 })).toBe('No rows');
    expect(translate(probe, 'rows', { count: 1 })).toBe('1 row');
    expect(translate(probe, 'rows', { count: 12791 })).toBe('12,791 rows');
    expect(translate(probe, 'env', { env: 'test' })).toBe('Test data');
    expect(translate(probe, 'env', { env: 'live' })).toBe('Live data');
    expect(plural).not.toHaveBeenCalled();
    expect(number).not.toHaveBeenCalled();
    plural.mockRestore();
    number.mockRestore();
  });

  it('follow the CLDR rules of the language spoken, through Lingui', async () => {
    await activateLocale('fr');
    // French counts 1.5 as "one"; English would say "rows"
    expect(translate(probe, 'rows', { count: 1.5 })).toBe('1,5 row');
  });
});

describe('numbers, amounts and dates in the language spoken', () => {
  it('groups and separates digits as the language does, exactly, with the currency code after', async () => {
    const amount = new Big('-1234567.891');
    expect(formatMoney(amount, 'usd', currencies)).toBe('-1,234,567.89 USD');
    expect(formatCount(12791)).toBe('12,791');
    await activateLocale('fr');
    expect(formatMoney(amount, 'usd', currencies)).toBe('-1\u202f234\u202f567,89 USD');
    expect(formatCount(12791)).toBe('12\u202f791');
    expect(formatMoney(new Big('0.1').plus('0.2'), 'usd', currencies)).toBe('0,30 USD');
    await activateLocale('ar');
    // Latin digits, kept left to right as one unit inside Arabic text
    expect(formatMoney(amount, 'usd', currencies)).toBe('\u2066-1,234,567.89 USD\u2069');
  });

  it('reads an amount typed the French way', () => {
    expect(parseAmountInput('1 234,50')?.toFixed()).toBe('1234.5');
    expect(parseAmountInput('1\u202f234,5')?.toFixed()).toBe('1234.5');
    expect(parseAmountInput('1 23,5')).toBeNull();
  });

  it('writes the day and month in the language, in UTC', async () => {
    const moment = '2025-03-05T14:03:00Z';
    expect(formatDayMonthUtc(moment)).toBe('5 March 2025, 14:03 UTC');
    await activateLocale('fr');
    expect(formatDayMonthUtc(moment)).toMatch(/^5 mars 2025 .*14:03 UTC$/);
    await activateLocale('ar');
    expect(formatDayMonthUtc(moment)).toContain('مارس');
  });
});

describe('a translated sentence with elements', () => {
  it('makes the named tags elements and writes anything else as text, never markup', () => {
    const { container } = render(
      <p>
        <RichText
          text="Read the <terms>terms</terms> and <b>this</b> <img src=x onerror=alert(1)>"
          parts={{ terms: (chunk) => <a href="/terms">{chunk}</a> }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.textContent).toBe('Read the terms and this <img src=x onerror=alert(1)>');
  });
});
