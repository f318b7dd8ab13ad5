import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../src/lib/money.ts';
import type { PaymentProvider, Refund } from '../../src/features/transactions/detail-queries.ts';
import { providerFor } from '../../src/features/transactions/detail-model.ts';
import type { Transaction } from '../../src/features/transactions/queries.ts';
import {
  recordedRefund,
  refundableAmount,
  refundAmountProblem,
  refundBlockedReason,
  refundCreatedMessage,
  typedRefundAmount,
} from '../../src/features/transactions/refund-model.ts';

const payment = (overrides: Partial<Transaction> = {}) =>
  ({
    paymentId: 'pay_1',
    status: 'success',
    currency: 'USD',
    paymentType: 'card',
    capturedAmount: 100.3,
    refundedAmount: 0.1,
    ...overrides,
  }) as Transaction;
const refund = (id: string, amount: number, status: Refund['status']) =>
  ({ _id: id, amount, status }) as Refund;
const currencies = [
  { code: 'USD', currencyType: 'fiat' as const, decimals: 2 },
  { code: 'JPY', currencyType: 'fiat' as const, decimals: 0 },
  { code: 'USDT', currencyType: 'crypto' as const, decimals: 6 },
  { code: 'BTC', currencyType: 'crypto' as const, decimals: 8 },
];

describe('what is still refundable', () => {
  it('is captured − refunded − pending refunds, exactly (no float drift)', () => {
    const refunds = [refund('a', 0.1, 'pending'), refund('b', 0.1, 'success'), refund('c', 5, 'failed')];
    // 100.3 − 0.1 − 0.1 is 100.1 exactly; in floats it is 100.09999999999998
    expect(refundableAmount(payment(), refunds).toFixed()).toBe('100.1');
  });

  it('never goes below zero', () => {
    expect(
      refundableAmount(payment({ capturedAmount: 1, refundedAmount: 1 }), [
        refund('a', 1, 'pending'),
      ]).toFixed(),
    ).toBe('0');
  });
});

describe('the amount typed', () => {
  const check = (text: string, currency = 'USD', refundable = '10') =>
    refundAmountProblem(text, { currency, refundable: toDecimal(refundable), currencies });

  it('may be empty: a full refund', () => {
    expect(check('')).toBeNull();
    expect(typedRefundAmount('  ')).toBeUndefined();
  });

  it('is read exactly and checked against the currency’s decimals', () => {
    expect(check('12', 'JPY', '100')).toBeNull();
    expect(check('12.5', 'JPY', '100')).toBe('JPY has no decimals: enter a whole amount.');
    expect(check('9.99')).toBeNull();
    expect(check('9.999')).toBe('USD has at most 2 decimals.');
    expect(check('0.123456', 'USDT')).toBeNull();
    expect(check('0.1234567', 'USDT')).toBe('USDT has at most 6 decimals.');
    expect(check('0.00000001', 'BTC')).toBeNull();
    expect(check('0.000000001', 'BTC')).toBe('BTC has at most 8 decimals.');
    expect(typedRefundAmount('1,234.50')?.toFixed()).toBe('1234.5');
  });

  it('is positive, a number, and no more than what is refundable', () => {
    expect(check('0')).toBe('The amount must be more than 0.');
    expect(check('-1')).toBe('The amount must be more than 0.');
    expect(check('abc')).toMatch(/^Enter an amount/);
    expect(check('10')).toBeNull();
    expect(check('10.01')).toBe('At most 10.00 USD can be refunded.');
  });

  it('takes a decimal comma where it can only be one, never reading 1,5 as 15', () => {
    expect(typedRefundAmount('1,5')?.toFixed()).toBe('1.5');
    expect(check('1,5')).toBeNull();
    expect(check('1,5,0')).toMatch(/a dot before the decimals/);
  });
});

describe('the toast after a refund is sent', () => {
  it('says what the provider answered the refund is, as the page does', () => {
    expect(refundCreatedMessage('1.50 USD', 'pending')).toBe('Refund of 1.50 USD requested; it is pending');
    expect(refundCreatedMessage('1.50 USD', 'success')).toBe('Refund of 1.50 USD succeeded');
    expect(refundCreatedMessage('1.50 USD', 'failed')).toBe('Refund of 1.50 USD failed');
  });
});

describe('refundable payments', () => {
  it('are successful or partially refunded; the others say why not', () => {
    expect(refundBlockedReason(payment())).toBeNull();
    expect(refundBlockedReason(payment({ status: 'partially_refunded' }))).toBeNull();
    expect(refundBlockedReason(payment({ status: 'refunded' }))).toMatch(/refunded in full/);
    expect(refundBlockedReason(payment({ status: 'pending' }))).toMatch(/this one is pending/);
  });
});

describe('reconciling a lost answer', () => {
  const before = new Set(['old']);
  it('finds the new refund of the amount asked for, or any new one for a full refund', () => {
    const after = [refund('new', 2.5, 'pending'), refund('old', 2.5, 'success')];
    expect(recordedRefund(before, after, toDecimal('2.50'))?._id).toBe('new');
    expect(recordedRefund(before, after, toDecimal('3'))).toBeUndefined();
    expect(recordedRefund(before, after, undefined)?._id).toBe('new');
    expect(recordedRefund(before, [refund('old', 2.5, 'success')], undefined)).toBeUndefined();
  });
});

describe('the provider of a payment', () => {
  const providers: PaymentProvider[] = [
    { _id: '1', name: 'Legacy', type: 'bank', currencies: ['USD'], enabled: false },
    { _id: '2', name: 'SEPA', type: 'bank', currencies: ['USD', 'EUR'], enabled: true },
    { _id: '3', name: 'Cards', type: 'card', currencies: ['USD'], enabled: true },
  ];
  it('is the enabled provider of its kind and currency', () => {
    expect(providerFor({ paymentType: 'bank_transfer', currency: 'USD' }, providers)?.name).toBe('SEPA');
    expect(providerFor({ paymentType: 'card', currency: 'USD' }, providers)?.name).toBe('Cards');
    expect(providerFor({ paymentType: 'card', currency: 'BTC' }, providers)).toBeUndefined();
  });
});
