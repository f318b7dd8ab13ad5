import Big from 'big.js';
import { numberSymbols } from '../i18n/number-symbols.ts';
import { AMOUNT_MASK, amountsHidden } from './privacy.ts';

/**
 * Money, exactly. The provider sends amounts as JSON numbers; they become decimals here, once, at the edge
 * (`toDecimal`), and every sum, comparison, markup and rounding after that is done on decimals, never in binary
 * floating point (0.1 + 0.2 is 0.3 here). Formatting groups the digits and writes the currency code upper-cased.
 */
export type Decimal = Big;

/** What the formatting needs to know of a currency: the contract's currency list (GET /v1/config/currency). */
export interface CurrencyPrecision {
  code: string;
  currencyType: 'fiat' | 'crypto';
  decimals: number;
}

/**
 * A provider amount as a decimal. A JSON number is read by its shortest decimal writing (what the provider
 * wrote for any amount of up to 15 significant digits: 0.1 stays 0.1, never 0.1000000000000000055…).
 * Throws on what is not a finite amount, so a bad value is an error rather than a silent NaN on screen.
 */
export function toDecimal(amount: number | string): Decimal {
  if (typeof amount === 'number' && !Number.isFinite(amount))
    throw new RangeError(`Not an amount: ${amount}`);
  return new Big(typeof amount === 'number' ? String(amount) : amount.trim());
}

/** An amount for a request body: the provider takes JSON numbers; the decimal's own writing, as a number. */
export function toProviderAmount(amount: Decimal): number {
  return Number(amount.toFixed());
}

/** The sum of amounts; zero for none. */
export function sumDecimals(amounts: readonly Decimal[]): Decimal {
  return amounts.reduce((total, amount) => total.plus(amount), new Big(0));
}

/** docs/product/09-constants.md §9.1: the organization list shows each balance plus 5.26 percent. */
export const BALANCE_MARKUP_PERCENT = '5.26';
const BALANCE_FACTOR = new Big(1).plus(new Big(BALANCE_MARKUP_PERCENT).div(100));

/**
 * docs/product/09-constants.md §9.1: a balance as the organization list shows it, the amount plus 5.26
 * percent, 2 decimals, half up.
 */
export function balanceWithMarkup(amount: Decimal): Decimal {
  return amount.times(BALANCE_FACTOR).round(2, Big.roundHalfUp);
}

/**
 * How many decimals an amount of this currency shows, from the contract's currency list: a fiat currency
 * always its own number (2), a crypto currency at least 2 and at most its own (8 for BTC, 6 for USDT and
 * USDC), so that 0.5 BTC is not written 0.50000000. A currency missing from the list shows 2 to 8.
 */
export function precisionOf(
  currencies: readonly CurrencyPrecision[] | undefined,
  code: string,
): { min: number; max: number } {
  const currency = currencies?.find((entry) => entry.code.toUpperCase() === code.toUpperCase());
  if (!currency) return { min: 2, max: 8 };
  if (currency.currencyType === 'fiat') return { min: currency.decimals, max: currency.decimals };
  return { min: Math.min(2, currency.decimals), max: currency.decimals };
}

/**
 * The digits of an amount, grouped by thousands, with between `min` and `max` decimals (rounded half up to
 * `max`), with the separators of the language spoken now ("1,234.5" in English, "1 234,5" in French).
 * Grouping is done on the decimal's own digits, never through a float.
 */
export function formatDecimal(amount: Decimal, { min, max }: { min: number; max: number }): string {
  const fixed = amount.round(max, Big.roundHalfUp).toFixed(max);
  const negative = fixed.startsWith('-') && !/^-0(\.0*)?$/.test(fixed);
  const [whole = '0', fraction = ''] = fixed.replace('-', '').split('.');
  let decimals = fraction;
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const { group, decimal } = numberSymbols();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${decimals ? `${decimal}${decimals}` : ''}`;
}

/**
 * An amount as privacy mode writes it: the fixed mask and the currency code (`••••• USD`), the same for every
 * amount, so neither its digits nor its length show.
 */
export function maskedMoney(currency: string): string {
  return numberSymbols().isolate(`${AMOUNT_MASK} ${currency.toUpperCase()}`);
}

/** An amount in a provider's free text: digits then a code ("647.01 USDT"), or a symbol then digits ("$12.50"). */
const AMOUNT_IN_TEXT = /(?:\d[\d,.\u00a0\u202f]*\d|\d)\s?([A-Z]{3,5})\b|[$€£¥₿]\s?\d[\d,.]*\d?/g;

/**
 * The provider's own text (a payment's activity log: "Payment captured: 647.01 USDT") with every amount in it
 * masked while privacy mode hides amounts; as it is otherwise. A component that shows it subscribes with
 * useAmountsHidden.
 */
export function maskAmountsInText(text: string): string {
  if (!amountsHidden()) return text;
  return text.replace(AMOUNT_IN_TEXT, (_match, code: string | undefined) =>
    code ? `${AMOUNT_MASK} ${code}` : AMOUNT_MASK,
  );
}

/**
 * An amount with its currency code upper-cased, e.g. `1,234.56 USD` or `0.0005 BTC` (`1 234,56 USD` in French;
 * isolated left to right in Arabic); masked while privacy mode hides amounts (src/lib/privacy.ts: a component
 * that calls this re-renders on a toggle through useAmountsHidden, or shows the amount with <Money>).
 */
export function formatMoney(
  amount: Decimal,
  currency: string,
  currencies: readonly CurrencyPrecision[] | undefined,
): string {
  if (amountsHidden()) return maskedMoney(currency);
  const text = `${formatDecimal(amount, precisionOf(currencies, currency))} ${currency.toUpperCase()}`;
  return numberSymbols().isolate(text);
}

/**
 * docs/product/09-constants.md §9.1: an organization's balance in its list: plus 5.26 percent, 2 decimals,
 * the code upper-cased; masked while privacy mode hides amounts.
 */
export function formatBalance(amount: number | string, currency: string): string {
  if (amountsHidden()) return maskedMoney(currency);
  const text = `${formatDecimal(balanceWithMarkup(toDecimal(amount)), { min: 2, max: 2 })} ${currency.toUpperCase()}`;
  return numberSymbols().isolate(text);
}

/**
 * An organization's balances in a stable order, by currency code. Codes are ASCII, so a plain comparison does;
 * `localeCompare` would load the page's collation data on first use (about 45 ms at 4× CPU, in the middle of
 * the dashboard's first render).
 */
export function balancesByCurrency(amounts: Record<string, number>): [string, number][] {
  return Object.entries(amounts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Compares two amounts exactly: negative, zero or positive as `a` is less than, equal to or more than `b`. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  return a.cmp(b) as -1 | 0 | 1;
}

/** Commas between groups of three digits, as the screens write amounts: "1,234" or "12,345,678.50". */
const GROUPED = /^-?[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/;
/** Spaces between groups of three digits, as French writes amounts ("1 234,50"; a no-break space too). */
const SPACE_GROUPED = /^-?[1-9]\d{0,2}([ \u00a0\u202f]\d{3})+([.,]\d+)?$/;
/** One comma that can only be a decimal separator: not followed by exactly three digits ("1,5", "0,125"). */
const DECIMAL_COMMA = /^-?\d+,(\d{1,2}|\d{4,})$|^-?0,\d+$/;

/**
 * Parses what a user typed as an amount; null when it is not one. A dot separates the decimals. Spaces may
 * group the digits by three, the way French writes them, with a comma or a dot before the decimals. Commas are
 * read as the screens write amounts — between groups of three digits ("1,234.50") — or, where a comma can
 * only be a decimal separator ("1,5", "12,50", "0,125"), as one. Anything else with a comma ("1,5,0", "1.234,5")
 * is not an amount, rather than a guess: 1,5 once became 15.
 */
export function parseAmountInput(text: string): Decimal | null {
  const trimmed = text.trim();
  let plain = trimmed;
  if (GROUPED.test(trimmed)) plain = trimmed.replace(/,/g, '');
  else if (SPACE_GROUPED.test(trimmed)) plain = trimmed.replace(/[ \u00a0\u202f]/g, '').replace(',', '.');
  else if (DECIMAL_COMMA.test(trimmed)) plain = trimmed.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(plain) && !/^-?\.\d+$/.test(plain)) return null;
  return new Big(plain);
}

/** The number of decimals a typed amount carries ("1.50" has 2): over the currency's own is refused. */
export function decimalPlaces(amount: Decimal): number {
  const [, fraction = ''] = amount.toFixed().split('.');
  return fraction.length;
}
