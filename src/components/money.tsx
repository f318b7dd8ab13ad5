import { translate } from '../i18n/translate.ts';
import { useLocale } from '../i18n/locale-store.ts';
import {
  formatBalance,
  formatMoney,
  maskedMoney,
  toDecimal,
  type CurrencyPrecision,
  type Decimal,
} from '../lib/money.ts';
import { useAmountsHidden } from '../lib/privacy.ts';
import { componentsMessages } from './messages/index.ts';

/**
 * An amount as privacy mode shows it: the fixed mask for the eye and "Amount hidden, USD" for a screen reader,
 * which hears neither the dots nor the number. Plain elements (the all-loaded list renders thousands of rows);
 * written in the language of its render: the caller renders again on a change of language.
 */
export function MaskedAmount({ currency }: { currency: string }) {
  return (
    <span className="bo-masked-amount">
      <span aria-hidden="true">{maskedMoney(currency)}</span>
      <span className="bo-visually-hidden">
        {translate(componentsMessages, 'amountHidden', { currency: currency.toUpperCase() })}
      </span>
    </span>
  );
}

interface MoneyProps {
  amount: Decimal | number | string;
  currency: string;
  /** the contract's currency list, for the currency's decimals (formatMoney) */
  currencies?: readonly CurrencyPrecision[] | undefined;
  /** an organization's balance as its list shows it: plus 5.26 percent, 2 decimals (formatBalance) */
  balance?: boolean;
}

/**
 * An amount on screen, exact (src/lib/money.ts), or masked in privacy mode (src/lib/privacy.ts). It re-renders
 * itself on a toggle of privacy mode or a change of language, so a row or card that shows it need not.
 */
export function Money({ amount, currency, currencies, balance = false }: MoneyProps) {
  const hidden = useAmountsHidden();
  useLocale();
  if (hidden) return <MaskedAmount currency={currency} />;
  if (balance) return <>{formatBalance(typeof amount === 'object' ? amount.toFixed() : amount, currency)}</>;
  return <>{formatMoney(typeof amount === 'object' ? amount : toDecimal(amount), currency, currencies)}</>;
}
