import { translate } from '../../i18n/translate.ts';
import {
  compareDecimals,
  decimalPlaces,
  formatDecimal,
  parseAmountInput,
  toDecimal,
  type Decimal,
} from '../../lib/money.ts';
import { onRampMessages } from './messages/index.ts';
import type { Currency } from './queries.ts';

/** The contract's bound on one request's fiat amount. */
const MAX_FIAT_AMOUNT = '1000000';

/**
 * A typed fiat amount, exactly: null and a message when it is not an amount, is not above zero, has more
 * decimals than the currency has, is below its smallest unit or above the contract's maximum.
 */
export function fiatAmountError(text: string, currency: Currency | undefined): string | null {
  if (!text.trim()) return translate(onRampMessages, 'amountMissing');
  const amount = parseAmountInput(text);
  if (!amount) return translate(onRampMessages, 'amountInvalid');
  if (compareDecimals(amount, toDecimal(0)) <= 0) return translate(onRampMessages, 'amountNotPositive');
  if (!currency) return null;
  if (decimalPlaces(amount) > currency.decimals)
    return currency.decimals === 0
      ? translate(onRampMessages, 'amountWholeOnly', { currency: currency.code })
      : translate(onRampMessages, 'amountTooManyDecimals', {
          currency: currency.code,
          decimals: currency.decimals,
        });
  if (compareDecimals(amount, toDecimal(MAX_FIAT_AMOUNT)) > 0)
    return translate(onRampMessages, 'amountTooLarge', {
      amount: formatDecimal(toDecimal(MAX_FIAT_AMOUNT), { min: 0, max: 0 }),
      currency: currency.code,
    });
  return null;
}

/** The contract's wallet address shape: 26 to 128 letters and digits (0x… and base58 addresses alike). */
export function walletAddressError(text: string): string | null {
  const value = text.trim();
  if (!value) return translate(onRampMessages, 'walletMissing');
  if (!/^[A-Za-z0-9]+$/.test(value)) return translate(onRampMessages, 'walletCharacters');
  if (value.length < 26 || value.length > 128) return translate(onRampMessages, 'walletLength');
  return null;
}

/** The typed amount as the decimal to send (already checked by `fiatAmountError`). */
export function typedAmount(text: string): Decimal {
  return parseAmountInput(text)!;
}

export const fiatCurrencies = (currencies: readonly Currency[]) =>
  currencies.filter((currency) => currency.currencyType === 'fiat');
export const cryptoCurrencies = (currencies: readonly Currency[]) =>
  currencies.filter((currency) => currency.currencyType === 'crypto');

/** A wallet address shortened for a table cell: the start and the end, which is what people compare. */
export function shortAddress(address: string): string {
  return address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
}
