import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { organizationKeys } from '../../../src/features/organizations/queries.ts';
import { payoutDetailKeys } from '../../../src/features/payouts/detail/keys.ts';
import { payoutKeys } from '../../../src/features/payouts/queries.ts';
import { transactionKeys, type Transaction } from '../../../src/features/transactions/queries.ts';
import { searchCachedData } from '../../../src/lib/search/index.ts';
import { scopeKey, type SessionScope } from '../../../src/session/scope-key.ts';

/** Issue 34: the offline search over what the device has cached, with the provider's rules and order. */
const ORG = '64b0000000000000000000a1';
const OTHER_ORG = '64b0000000000000000000b2';
const scope: SessionScope = { userId: 'u1', orgId: ORG, env: 'test', masterOrgId: null };
const HASH = 'ab12cd34'.repeat(8);
const VIEW = { sortField: 'createdAt', sortOrder: 'desc' } as const;
const LIST = { ...VIEW, page: 1, limit: 10 };

function payment(n: number, over: Partial<Transaction> = {}): Transaction {
  return {
    _id: `64b00000000000000000000${n}`,
    paymentId: `pay_cached${n}`,
    orgId: ORG,
    keyId: '64b000000000000000000003',
    title: `Latte ${n}`,
    amount: 4.5,
    currency: 'USD',
    currencyType: 'fiat',
    paymentType: 'card',
    status: 'success',
    env: 'test',
    isProcessed: false,
    payoutId: null,
    customerEmail: `guest${n}@cafe.test`,
    capturedAmount: 4.5,
    refundedAmount: 0,
    createdAt: `2026-01-0${n}T10:00:00.000Z`,
    updatedAt: `2026-01-0${n}T10:00:00.000Z`,
    txHash: null,
    walletAddress: null,
    ...over,
  };
}

const page = <T>(results: T[]) => ({
  results,
  page: 1,
  limit: 10,
  totalPages: 1,
  totalResults: results.length,
});
const payout = {
  _id: '64b0000000000000000000c1',
  orgId: ORG,
  currency: 'BTC',
  currencyCategory: 'crypto',
  status: 'paid',
  grossAmount: 1,
  refundsAmount: 0,
  disputesAmount: 0,
  feeAmount: 0.01,
  netAmount: 0.99,
  paymentCount: 3,
  startDate: '2026-01-01',
  endDate: '2026-01-07',
  env: 'test',
  createdAt: '2026-01-08T00:00:00.000Z',
};
const dispute = {
  _id: '64b0000000000000000000d1',
  paymentId: 'pay_cached2',
  orgId: ORG,
  amount: 4.5,
  currency: 'USD',
  reason: 'Not received',
  status: 'open',
  env: 'test',
  payoutId: null,
  createdAt: '2026-01-09T00:00:00.000Z',
  dueBy: '2026-01-20T00:00:00.000Z',
};

/** A device that has seen lists, details and organizations of this scope, and of another organization. */
function filledClient(): QueryClient {
  const client = new QueryClient();
  const crypto = payment(3, {
    currency: 'ETH',
    currencyType: 'crypto',
    txHash: HASH,
    walletAddress: `0x${'9f'.repeat(20)}`,
  });
  client.setQueryData(transactionKeys.list(scope, LIST), page([payment(1), payment(2)]));
  client.setQueryData(transactionKeys.infinite(scope, VIEW), {
    pages: [page([payment(2), crypto])],
    pageParams: [1],
  });
  client.setQueryData([...transactionKeys.all(scope), 'detail', crypto.paymentId], crypto);
  client.setQueryData(payoutKeys.list(scope, { page: 1, limit: 10 }), {
    payouts: [payout],
    page: 1,
    limit: 10,
  });
  client.setQueryData(payoutDetailKeys.detail(scope, payout._id), {
    ...payout,
    txHash: 'ee'.repeat(32),
    walletAddress: 'bc1qmayacafe7d3m0payzx8k2v3w4s5n6h7l9g0mqy',
  });
  client.setQueryData([...scopeKey(scope), 'disputes', 'list', { page: 1, limit: 10 }], page([dispute]));
  client.setQueryData(organizationKeys.member(scope), [
    { _id: ORG, name: "Maya's Coffee", logo: null, createdAt: '2025-01-01T00:00:00.000Z' },
  ]);
  // another organization's cache on the same device, with the same e-mail and hash prefix: never found
  const other: SessionScope = { ...scope, orgId: OTHER_ORG };
  client.setQueryData(
    transactionKeys.list(other, LIST),
    page([payment(7, { orgId: OTHER_ORG, txHash: `${HASH.slice(0, 8)}${'0'.repeat(56)}` })]),
  );
  // the other environment's, too
  client.setQueryData(
    transactionKeys.list({ ...scope, env: 'live' }, LIST),
    page([payment(8, { env: 'live' })]),
  );
  // and another environment's organizations
  client.setQueryData(organizationKeys.member({ ...scope, env: 'live' }), [
    { _id: OTHER_ORG, name: 'Nordic cafe', logo: null },
  ]);
  return client;
}

const found = (q: string) =>
  searchCachedData(filledClient(), scope, q).map((h) => [h.kind, h.id, h.matchedField]);

describe('searchCachedData', () => {
  it('finds cached payments by e-mail, title, reference, id, hash and wallet, once each, newest first', () => {
    expect(found('@CAFE.test')).toEqual([
      ['transaction', payment(3)._id, 'customerEmail'],
      ['transaction', payment(2)._id, 'customerEmail'],
      ['transaction', payment(1)._id, 'customerEmail'],
    ]);
    expect(found('latte 1')).toEqual([['transaction', payment(1)._id, 'title']]);
    expect(found(HASH.slice(0, 8).toUpperCase())).toEqual([['transaction', payment(3)._id, 'txHash']]);
    expect(found(`0x${HASH}`)).toEqual([['transaction', payment(3)._id, 'txHash']]);
    expect(found(`0x${'9f'.repeat(4)}`)).toEqual([['transaction', payment(3)._id, 'walletAddress']]);
    // a prefix shorter than the rule's is no match
    expect(found(HASH.slice(0, 7))).toEqual([]);
    expect(found('64b000')).toEqual(expect.arrayContaining([['transaction', payment(1)._id, 'id']]));
  });

  it('puts exact matches first, then by kind: a payment and its dispute by the reference', () => {
    expect(found('pay_cached2')).toEqual([
      ['transaction', payment(2)._id, 'paymentId'],
      ['dispute', dispute._id, 'paymentId'],
    ]);
    expect(found('guest2@cafe.test').slice(0, 1)).toEqual([['transaction', payment(2)._id, 'customerEmail']]);
  });

  it("finds a payout by its detail's hash and wallet, and the user's organization by name", () => {
    expect(found('ee'.repeat(5))).toEqual([['payout', payout._id, 'txHash']]);
    expect(found('bc1qmayacafe')).toEqual([['payout', payout._id, 'walletAddress']]);
    const [org] = searchCachedData(filledClient(), scope, 'coffee');
    expect(org).toMatchObject({
      kind: 'organization',
      id: ORG,
      env: null,
      label: "Maya's Coffee",
      matchedField: 'name',
    });
  });

  it("never finds another organization's or environment's cached records", () => {
    expect(found('guest7@')).toEqual([]);
    expect(found('guest8@')).toEqual([]);
    expect(found('nordic')).toEqual([]);
    expect(found(payment(7)._id)).toEqual([]);
    // under the other organization's scope, it is found
    const other = searchCachedData(filledClient(), { ...scope, orgId: OTHER_ORG }, 'guest7@');
    expect(other.map((h) => h.id)).toEqual([payment(7)._id]);
  });

  it('finds nothing for a query the provider would refuse', () => {
    expect(found('la')).toEqual([]);
    expect(found('l'.repeat(201))).toEqual([]);
  });
});
