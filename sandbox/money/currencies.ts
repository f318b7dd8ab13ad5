/**
 * Currency catalogue and money arithmetic. Amounts are stored as INTEGER units of 1e-8 (like satoshis)
 * for every currency, so sums and the over-refund trigger compare exact integers, never floats.
 */
import { ApiError } from '../http.ts';

export type CurrencyType = 'crypto' | 'fiat';

export interface CurrencyInfo {
  code: string;
  name: string;
  currencyType: CurrencyType;
  decimals: number;
  network: string | null;
}

export const CURRENCIES: CurrencyInfo[] = [
  { code: 'BTC', name: 'Bitcoin', currencyType: 'crypto', decimals: 8, network: 'bitcoin' },
  { code: 'ETH', name: 'Ether', currencyType: 'crypto', decimals: 8, network: 'ethereum' },
  { code: 'USDT', name: 'Tether USD', currencyType: 'crypto', decimals: 6, network: 'tron' },
  { code: 'USDC', name: 'USD Coin', currencyType: 'crypto', decimals: 6, network: 'ethereum' },
  { code: 'USD', name: 'US Dollar', currencyType: 'fiat', decimals: 2, network: null },
  { code: 'EUR', name: 'Euro', currencyType: 'fiat', decimals: 2, network: null },
];

export const CURRENCY_CODES = CURRENCIES.map((c) => c.code);
export const PAYMENT_TYPES = ['card', 'crypto_wallet', 'bank_transfer', 'onramp'] as const;
export const TX_STATUSES = [
  'pending',
  'success',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
  'disputed',
] as const;
/** Statuses whose money was captured: they count for balances, payouts and metrics volume. */
const CAPTURED_STATUSES = ['success', 'partially_refunded', 'refunded', 'disputed'];
export const CAPTURED_SQL = CAPTURED_STATUSES.map((s) => `'${s}'`).join(',');

export function currencyInfo(code: string): CurrencyInfo | undefined {
  return CURRENCIES.find((c) => c.code === code.toUpperCase());
}

export const SCALE = 100_000_000;

/** Major units (12.5) → stored integer units, rounded to the currency's decimals. */
export function toUnits(major: number, code?: string): number {
  const units = Math.round(major * SCALE);
  return code ? roundUnits(units, code) : units;
}

/**
 * A client-given amount of `info`'s currency → stored units, or 400: an amount below the currency's smallest
 * unit (0.001 EUR, 1e-300) would round to nothing, and one with more decimals would be silently changed.
 */
export function amountUnits(field: string, major: number, info: CurrencyInfo): number {
  const smallest = Number(`1e-${info.decimals}`);
  if (major < smallest)
    throw new ApiError(400, `${field} must be at least ${smallest.toFixed(info.decimals)} ${info.code}`);
  const units = toUnits(major);
  if (units !== roundUnits(units, info.code))
    throw new ApiError(400, `${field} must have at most ${info.decimals} decimals for ${info.code}`);
  return units;
}

/** Stored integer units → major units as a JSON number. */
export function toMajor(units: number | null | undefined): number {
  return Number(((units ?? 0) / SCALE).toFixed(8));
}

/** Rounds integer units to what the currency can represent (e.g. cents for USD). */
export function roundUnits(units: number, code: string): number {
  const step = 10 ** (8 - (currencyInfo(code)?.decimals ?? 8));
  return Math.round(units / step) * step;
}

/** The payout fee: 1% of gross, rounded to the currency's precision. */
export function feeUnits(gross: number, code: string): number {
  return roundUnits(Math.round(gross / 100), code);
}

/** The sandbox's fixed prices in US dollars (a real provider quotes the day's rate). */
const USD_PRICE: Record<string, number> = { USD: 1, EUR: 1.08, BTC: 60_000, ETH: 3_000, USDT: 1, USDC: 1 };

/** What a completed on-ramp of `fiatUnits` delivers in `cryptoCode`, in stored units rounded to its decimals. */
export function onRampCryptoUnits(fiatUnits: number, fiatCode: string, cryptoCode: string): number {
  const usd = fiatUnits * (USD_PRICE[fiatCode] ?? 1);
  return roundUnits(Math.floor(usd / (USD_PRICE[cryptoCode] ?? 1)), cryptoCode);
}
