import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/shared/brands.ts';
import { parsePushMessage, payoutNotification } from '../../src/shared/push-message.ts';

const PAYOUT_ID = '64b0000000000000000000af';
/** What sandbox/push.ts sends. */
const sent = (data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'payout',
    notificationId: '64b000000000000000000101',
    orgId: '64b000000000000000000201',
    env: 'test',
    data: {
      amount: 1234.5,
      currency: 'usd',
      endDate: '2026-11-20T23:59:59.999Z',
      payoutId: PAYOUT_ID,
      ...data,
    },
    ...extra,
  });

describe('parsePushMessage', () => {
  it('reads the payout message the sandbox sends', () => {
    const message = parsePushMessage(sent({ status: 'paid' }));
    expect(message).toEqual({
      type: 'payout',
      notificationId: '64b000000000000000000101',
      orgId: '64b000000000000000000201',
      env: 'test',
      data: {
        amount: 1234.5,
        currency: 'usd',
        endDate: '2026-11-20T23:59:59.999Z',
        payoutId: PAYOUT_ID,
        status: 'paid',
      },
    });
  });

  it('accepts an already parsed object', () => {
    expect(parsePushMessage(JSON.parse(sent()))?.data.payoutId).toBe(PAYOUT_ID);
  });

  it('keeps a message whose payout id is malformed (the notification then has no link)', () => {
    expect(parsePushMessage(sent({ payoutId: '../../evil' }))?.data.payoutId).toBe('../../evil');
  });

  it('refuses other types and malformed messages', () => {
    const refused = [
      'not json',
      'null',
      '42',
      sent({}, { type: 'refund' }),
      sent({}, { notificationId: 7 }),
      sent({}, { orgId: '' }),
      sent({}, { data: null }),
      sent({ amount: 'lots' }),
      sent({ amount: true }),
      sent({ amount: null }),
      sent({ currency: '<b>USD</b>' }),
      sent({ currency: 5 }),
      sent({ endDate: undefined }),
      sent({ payoutId: 123 }),
      sent({ payoutId: 'x'.repeat(500) }),
      sent({ status: 7 }),
    ];
    for (const raw of refused) expect(parsePushMessage(raw), raw).toBeNull();
  });
});

describe('payoutNotification', () => {
  it('says the amount and currency exactly, with the status and the period', () => {
    const message = parsePushMessage(sent({ amount: 0.1, currency: 'btc', status: 'processing' }))!;
    const { title, options } = payoutNotification(message, BRANDS.default);
    expect(title).toBe('Payout of 0.10 BTC');
    expect(options.body).toBe('Processing · Period ending 20 Nov 2026 · PayDesk');
  });

  it('groups thousands and tags the notification per payout, so an update replaces it', () => {
    const created = payoutNotification(parsePushMessage(sent({ status: 'pending' }))!, BRANDS.default);
    const paid = payoutNotification(parsePushMessage(sent({ status: 'paid' }))!, BRANDS.default);
    expect(created.title).toBe('Payout of 1,234.50 USD');
    expect(created.options.tag).toBe(`payout-${PAYOUT_ID}`);
    expect(paid.options.tag).toBe(created.options.tag);
  });

  it("carries the brand's icon and badge", () => {
    const { options } = payoutNotification(parsePushMessage(sent())!, BRANDS.partner);
    expect(options.icon).toBe('/brands/partner/icon-192.png');
    expect(options.badge).toBe('/brands/partner/icon-192.png');
    expect(options.body).toContain('Harbor Pay');
  });

  it('links to the payout page with its payments shown', () => {
    const { options } = payoutNotification(parsePushMessage(sent())!, BRANDS.default);
    expect(options.data).toEqual({
      url: `/manage/payout/${PAYOUT_ID}?showPayment=true`,
      notificationId: '64b000000000000000000101',
      payoutId: PAYOUT_ID,
    });
  });

  it('gives no link for a malformed payout id', () => {
    for (const payoutId of ['../../evil', '//evil.example', `${PAYOUT_ID}\n`, 'https://evil.example/x']) {
      const { options } = payoutNotification(parsePushMessage(sent({ payoutId }))!, BRANDS.default);
      expect(options.data.url).toBeNull();
    }
  });

  it('leaves out an invalid period end', () => {
    const { options } = payoutNotification(parsePushMessage(sent({ endDate: 'soon' }))!, BRANDS.default);
    expect(options.body).toBe('PayDesk');
  });
});
