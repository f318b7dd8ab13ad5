import type { PaymentProvider } from './detail-queries.ts';
import type { Transaction } from './queries.ts';
import { translate } from '../../i18n/translate.ts';
import { transactionDetailMessages } from './detail/messages/index.ts';

/** Which kind of provider carries each kind of payment (an on-ramp payment settles in crypto). */
const PROVIDER_TYPE: Record<Transaction['paymentType'], PaymentProvider['type']> = {
  card: 'card',
  crypto_wallet: 'crypto',
  bank_transfer: 'bank',
  onramp: 'crypto',
};

/**
 * The provider that handled a payment. A payment does not name its provider, so it is the provider of the
 * payment's kind that handles its currency, an enabled one first; undefined when none matches.
 */
export function providerFor(
  payment: Pick<Transaction, 'paymentType' | 'currency'>,
  providers: readonly PaymentProvider[],
): PaymentProvider | undefined {
  const candidates = providers.filter(
    (provider) =>
      provider.type === PROVIDER_TYPE[payment.paymentType] && provider.currencies.includes(payment.currency),
  );
  return candidates.find((provider) => provider.enabled) ?? candidates[0];
}

/** How a payment was made, in the language spoken now ("Card", "Bank transfer"). */
export function paymentTypeLabel(type: Transaction['paymentType']): string {
  return translate(transactionDetailMessages, 'paymentType', { type, typeText: type });
}
