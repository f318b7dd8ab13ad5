import type { components } from '../../shared/provider-schema.gen.ts';
import { translate } from '../../i18n/translate.ts';
import { organizationsMessages } from './messages/index.ts';

export type Currency = components['schemas']['Currency'];

/**
 * The payout wallet's address shape, per network of the currency it receives (GET /v1/config/currency names
 * each crypto currency's network). The provider takes any 26–128 letters and digits (the contract); these
 * checks catch an address pasted for the wrong network before it is sent. They check the shape (prefix,
 * alphabet, length), not the checksum: a checksum error is the provider's to find.
 */
interface AddressRule {
  pattern: RegExp;
  /** the message that says the shape (organizationsMessages) */
  problem: 'walletBitcoin' | 'walletEthereum' | 'walletTron' | 'walletShape';
}

const BASE58 = '1-9A-HJ-NP-Za-km-z';
/** bech32's data alphabet (no 1, b, i, o); an address is all lower or all upper case */
const BECH32 = 'ac-hj-np-z02-9';

const RULES: Record<string, AddressRule> = {
  bitcoin: {
    // bech32 (bc1…, tb1… on testnet) or base58 (1…, 3…; m…, n…, 2… on testnet)
    pattern: new RegExp(
      `^(?:(?:bc1|tb1)[${BECH32}]{11,71}|(?:BC1|TB1)[${BECH32.toUpperCase()}]{11,71}|[13mn2][${BASE58}]{25,34})$`,
    ),
    problem: 'walletBitcoin',
  },
  ethereum: {
    pattern: /^0x[0-9a-fA-F]{40}$/,
    problem: 'walletEthereum',
  },
  tron: {
    pattern: new RegExp(`^T[${BASE58}]{33}$`),
    problem: 'walletTron',
  },
};

/** What the contract itself takes (SetWalletAddressRequest) for a network without its own rule. */
const CONTRACT_RULE: AddressRule = {
  pattern: /^[A-Za-z0-9]{26,128}$/,
  problem: 'walletShape',
};

/** The message for an address that does not fit the currency's network, or null when it fits. */
export function walletAddressProblem(address: string, currency: Currency | undefined): string | null {
  const value = address.trim();
  if (!value) return translate(organizationsMessages, 'walletMissing');
  if (!currency) return translate(organizationsMessages, 'walletCurrencyMissing');
  const rule = (currency.network && RULES[currency.network]) || CONTRACT_RULE;
  if (!rule.pattern.test(value)) return translate(organizationsMessages, rule.problem);
  return CONTRACT_RULE.pattern.test(value) ? null : translate(organizationsMessages, CONTRACT_RULE.problem);
}

/** The currencies a payout wallet can receive: the crypto ones. */
export function walletCurrencies(currencies: readonly Currency[]): Currency[] {
  return currencies.filter((currency) => currency.currencyType === 'crypto');
}

/** The currency whose network an existing address fits, so the form opens on the right one. */
export function currencyForAddress(
  address: string | null,
  currencies: readonly Currency[],
): Currency | undefined {
  if (!address) return currencies[0];
  return currencies.find((currency) => walletAddressProblem(address, currency) === null) ?? currencies[0];
}
