/** Word lists and distributions for the deterministic seed. */
import type { CurrencyType } from './currencies.ts';

export type Rng = () => number;

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;

/** Picks by weight; `pairs` = [value, weight][]. */
export function weighted<T>(rng: Rng, pairs: [T, number][]): T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let x = rng() * total;
  for (const [v, w] of pairs) {
    x -= w;
    if (x < 0) return v;
  }
  return (pairs[pairs.length - 1] as [T, number])[0];
}

export const CURRENCY_WEIGHTS: [string, number][] = [
  ['BTC', 14],
  ['ETH', 12],
  ['USDT', 20],
  ['USDC', 12],
  ['USD', 26],
  ['EUR', 16],
];

/** Amount in major units, with a realistic precision per currency. */
export function amountFor(rng: Rng, currency: string): number {
  const r = rng();
  switch (currency) {
    case 'BTC':
      return Number((0.0002 + r * r * 0.05).toFixed(6));
    case 'ETH':
      return Number((0.005 + r * r * 1.5).toFixed(5));
    case 'USDT':
    case 'USDC':
      return Number((5 + r * r * 1500).toFixed(2));
    default:
      return Number((3 + r * r * 800).toFixed(2));
  }
}

export function paymentTypeFor(rng: Rng, type: CurrencyType): string {
  return type === 'crypto'
    ? weighted(rng, [
        ['crypto_wallet', 8],
        ['onramp', 2],
      ])
    : weighted(rng, [
        ['card', 7],
        ['bank_transfer', 3],
      ]);
}

const PRODUCTS = [
  'Flat white',
  'Espresso beans 1kg',
  'Monthly subscription',
  'Annual plan',
  'Gift card',
  'Hardcover bundle',
  'E-book',
  'Consulting hour',
  'Workshop ticket',
  'Starter kit',
  'Premium upgrade',
  'Shipping fee',
  'Coffee grinder',
  'Cold brew pack',
  'Poetry collection',
  'Membership renewal',
  'Donation',
  'Invoice settlement',
];
export const titleFor = (rng: Rng, n: number) => `${pick(rng, PRODUCTS)} — order #${10_000 + n}`;

const FIRST = [
  'ana',
  'ben',
  'chloe',
  'dan',
  'eva',
  'felix',
  'grace',
  'hugo',
  'iris',
  'jon',
  'kai',
  'lena',
  'omar',
  'priya',
  'sam',
  'yuki',
];
const LAST = ['smith', 'garcia', 'muller', 'rossi', 'kim', 'silva', 'nowak', 'dubois', 'tanaka', 'okafor'];
const DOMAINS = ['example.com', 'mail.test', 'shop.example', 'inbox.test'];
export const emailFor = (rng: Rng) =>
  `${pick(rng, FIRST)}.${pick(rng, LAST)}${Math.floor(rng() * 100)}@${pick(rng, DOMAINS)}`;

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
export function paymentIdFor(rng: Rng): string {
  let s = 'pay_';
  for (let i = 0; i < 20; i++) s += ALNUM[Math.floor(rng() * ALNUM.length)];
  return s;
}

export const STATUS_WEIGHTS: [string, number][] = [
  ['success', 66],
  ['failed', 11],
  ['expired', 8],
  ['refunded', 4],
  ['partially_refunded', 5],
  ['disputed', 3],
  ['won_dispute', 1],
  ['failed_refund', 2],
];

export const DISPUTE_REASONS = [
  'fraudulent',
  'product_not_received',
  'duplicate',
  'subscription_canceled',
  'unrecognized',
];
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'out of stock', null];
