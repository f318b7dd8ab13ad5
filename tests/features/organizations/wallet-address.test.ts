import { describe, expect, it } from 'vitest';
import {
  currencyForAddress,
  walletAddressProblem,
  walletCurrencies,
  type Currency,
} from '../../../src/features/organizations/wallet-address.ts';

const currency = (
  code: string,
  network: string | null,
  currencyType: 'crypto' | 'fiat' = 'crypto',
): Currency => ({
  code,
  name: code,
  currencyType,
  decimals: currencyType === 'fiat' ? 2 : 8,
  network,
});
const BTC = currency('BTC', 'bitcoin');
const ETH = currency('ETH', 'ethereum');
const USDC = currency('USDC', 'ethereum');
const USDT = currency('USDT', 'tron');
const OTHER = currency('XYZ', 'somechain');

describe('the payout wallet address, by the network of its currency', () => {
  it('takes Bitcoin bech32 and base58 addresses, mainnet and testnet', () => {
    for (const address of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    ])
      expect(walletAddressProblem(address, BTC), address).toBeNull();
  });

  it('refuses Bitcoin addresses of another network, mixed case or outside the alphabets', () => {
    for (const address of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1qmayacoffee0000000000000000000000demo',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0',
    ])
      expect(walletAddressProblem(address, BTC), address).toMatch(/^A Bitcoin address/);
  });

  it('takes 0x and 40 hexadecimal characters on Ethereum (ETH and USDC), nothing else', () => {
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(walletAddressProblem(address, ETH)).toBeNull();
    expect(walletAddressProblem(address, USDC)).toBeNull();
    expect(walletAddressProblem(address.slice(0, -1), ETH)).toBe(
      'An Ethereum address is 0x followed by 40 hexadecimal characters (0-9, a-f).',
    );
    expect(walletAddressProblem(`${address.slice(0, -1)}G`, ETH)).not.toBeNull();
    expect(walletAddressProblem('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', USDC)).not.toBeNull();
  });

  it('takes a Tron address (T and 33 base58 characters) for USDT', () => {
    expect(walletAddressProblem('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', USDT)).toBeNull();
    expect(walletAddressProblem('0x52908400098527886E0F7030069857D2E4169EE7', USDT)).toBe(
      'A Tron address starts with T and has 34 characters of the Base58 alphabet.',
    );
  });

  it('falls back to the contract’s shape for a network it has no rule for', () => {
    expect(walletAddressProblem('abcdefghijklmnopqrstuvwxyz12', OTHER)).toBeNull();
    expect(walletAddressProblem('short', OTHER)).toBe('A wallet address is 26 to 128 letters and digits.');
  });

  it('asks for an address and a currency, and ignores spaces around the address', () => {
    expect(walletAddressProblem('   ', ETH)).toBe('Enter the wallet address');
    expect(walletAddressProblem('0x52908400098527886E0F7030069857D2E4169EE7', undefined)).toBe(
      'Choose the currency the wallet receives',
    );
    expect(walletAddressProblem('  0x52908400098527886E0F7030069857D2E4169EE7 ', ETH)).toBeNull();
  });

  it('offers the crypto currencies and opens on the one an existing address fits', () => {
    const all = [BTC, ETH, USDT, USDC, currency('USD', null, 'fiat')];
    const wallets = walletCurrencies(all);
    expect(wallets.map((entry) => entry.code)).toEqual(['BTC', 'ETH', 'USDT', 'USDC']);
    expect(currencyForAddress('0x52908400098527886E0F7030069857D2E4169EE7', wallets)).toBe(ETH);
    expect(currencyForAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', wallets)).toBe(USDT);
    expect(currencyForAddress(null, wallets)).toBe(BTC);
    expect(currencyForAddress('not-a-known-shape-0000000000', wallets)).toBe(BTC);
  });
});
