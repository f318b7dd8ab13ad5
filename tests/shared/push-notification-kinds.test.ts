import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/shared/brands.ts';
import { deepLinkPath } from '../../src/shared/deep-link-path.ts';
import { notificationDeepLink } from '../../src/shared/deep-links.ts';
import { parsePushMessage, type PushMessage } from '../../src/shared/push-message.ts';
import { systemNotification } from '../../src/shared/push-notification.ts';
import { notificationLanguage } from '../../sw/notification-words.ts';

/**
 * Issue 32: every kind the provider pushes (the contract's PushMessage) becomes a system notification that says
 * what happened, links to its record in its organization and environment, and names no amount in privacy mode.
 */
const ORG = '64b000000000000000000201';
const SCOPE = `org=${ORG}&env=live`;
const english = notificationLanguage('en');

function message(type: string, data: Record<string, unknown>): PushMessage {
  const parsed = parsePushMessage({
    type,
    notificationId: '64b000000000000000000101',
    orgId: ORG,
    env: 'live',
    quiet: false,
    data,
  });
  expect(parsed, type).not.toBeNull();
  return parsed!;
}

const KINDS: [
  string,
  Record<string, unknown>,
  { title: string; body: string; hiddenTitle: string; hiddenBody: string; url: string },
][] = [
  [
    'dispute',
    {
      disputeId: '64b0000000000000000000d1',
      paymentId: 'pay_abc',
      amount: 120.5,
      currency: 'EUR',
      reason: 'fraudulent',
      dueBy: '2026-12-04T12:00:00.000Z',
    },
    {
      title: 'Dispute opened: 120.50 EUR',
      body: 'fraudulent · Respond by 4 Dec 2026 · PayDesk',
      hiddenTitle: 'Dispute opened in EUR',
      hiddenBody: 'fraudulent · Respond by 4 Dec 2026 · PayDesk',
      url: `/manage/transactions/pay_abc?${SCOPE}`,
    },
  ],
  [
    'disputeDeadline',
    {
      disputeId: '64b0000000000000000000d1',
      paymentId: 'pay_abc',
      amount: 120.5,
      currency: 'EUR',
      dueBy: '2026-12-04T12:00:00.000Z',
      hoursLeft: 24,
    },
    {
      title: 'A dispute must be answered within 24 hours',
      body: '120.50 EUR disputed · Respond by 4 Dec 2026 · PayDesk',
      hiddenTitle: 'A dispute must be answered within 24 hours',
      hiddenBody: 'Respond by 4 Dec 2026 · PayDesk',
      url: `/manage/transactions/pay_abc?${SCOPE}`,
    },
  ],
  [
    'refund',
    {
      refundId: '64b0000000000000000000e1',
      paymentId: 'pay_abc',
      amount: 25.13,
      currency: 'USD',
      failureReason: 'The card issuer declined the refund',
    },
    {
      title: 'Refund of 25.13 USD failed',
      body: 'The card issuer declined the refund · PayDesk',
      hiddenTitle: 'Refund in USD failed',
      hiddenBody: 'The card issuer declined the refund · PayDesk',
      url: `/manage/transactions/pay_abc?${SCOPE}`,
    },
  ],
  [
    'payment',
    { paymentId: 'pay_big', amount: 15000, currency: 'USD', threshold: 10000 },
    {
      title: 'Payment of 15,000.00 USD',
      body: 'Above your threshold of 10,000.00 USD · PayDesk',
      hiddenTitle: 'Large payment in USD',
      hiddenBody: 'Above your threshold · PayDesk',
      url: `/manage/transactions/pay_big?${SCOPE}`,
    },
  ],
  [
    'alert',
    {
      ruleId: '64b0000000000000000000a1',
      kind: 'balanceBelow',
      currency: 'USD',
      threshold: 500,
      value: 420.1,
      windowMinutes: null,
    },
    {
      title: 'Available USD balance below 500.00 USD',
      body: 'Now 420.10 USD · PayDesk',
      hiddenTitle: 'Available USD balance below your alert',
      hiddenBody: 'PayDesk',
      url: `/manage/alerts/?${SCOPE}`,
    },
  ],
  [
    'alert',
    {
      ruleId: '64b0000000000000000000a2',
      kind: 'payoutAbove',
      currency: 'BTC',
      threshold: 0.5,
      value: 0.75,
      windowMinutes: null,
      payoutId: '64b0000000000000000000af',
    },
    {
      title: 'Payout above 0.50 BTC',
      body: 'Payout of 0.75 BTC · PayDesk',
      hiddenTitle: 'Payout in BTC above your alert',
      hiddenBody: 'PayDesk',
      url: `/manage/payout/64b0000000000000000000af?showPayment=true&${SCOPE}`,
    },
  ],
  [
    'alert',
    {
      ruleId: '64b0000000000000000000a3',
      kind: 'failureRateAbove',
      currency: null,
      threshold: 20,
      value: 37.5,
      windowMinutes: 60,
      failedCount: 3,
      paymentCount: 8,
    },
    {
      title: 'Failed payments above 20 %',
      body: '37.5 % failed in the last hour · PayDesk',
      hiddenTitle: 'Failed payments above 20 %',
      hiddenBody: '37.5 % failed in the last hour · PayDesk',
      url: `/manage/alerts/?${SCOPE}`,
    },
  ],
  [
    'digest',
    { digestId: '64b0000000000000000000f1', date: '2026-11-26' },
    {
      title: 'Your daily digest for 26 Nov 2026',
      body: 'Volume, net, disputes and payouts of the day · PayDesk',
      hiddenTitle: 'Your daily digest for 26 Nov 2026',
      hiddenBody: 'Volume, net, disputes and payouts of the day · PayDesk',
      url: `/main/digest/64b0000000000000000000f1?${SCOPE}`,
    },
  ],
];

describe('system notifications of every kind', () => {
  it.each(KINDS)(
    '%s: says what happened and links to its record in its organization and environment',
    (type, data, expected) => {
      const shown = systemNotification(message(type, data), BRANDS.default, english);
      expect([shown.title, shown.options.body, shown.options.data.url]).toEqual([
        expected.title,
        expected.body,
        expected.url,
      ]);
    },
  );

  it.each(KINDS)('%s: in privacy mode, names no amount', (type, data, expected) => {
    const shown = systemNotification(message(type, data), BRANDS.default, english, true);
    expect([shown.title, shown.options.body]).toEqual([expected.hiddenTitle, expected.hiddenBody]);
    expect(`${shown.title} ${shown.options.body}`).not.toMatch(/\d[\d,]*\.\d{2}\s?[A-Z]{3}/);
  });

  it('writes every kind in French and Arabic, with no placeholder left', () => {
    for (const locale of ['fr', 'ar'] as const)
      for (const [type, data] of KINDS)
        for (const hidden of [false, true]) {
          const shown = systemNotification(
            message(type, data),
            BRANDS.default,
            notificationLanguage(locale),
            hidden,
          );
          expect(`${shown.title} ${shown.options.body}`, `${locale} ${type}`).not.toMatch(/[{}]/);
          expect(shown.options.lang).toBe(locale);
        }
  });

  it('tags one notification per record, and each reminder of a deadline on its own', () => {
    const [, deadline] = KINDS[1]!;
    const at72 = systemNotification(
      message('disputeDeadline', { ...deadline, hoursLeft: 72 }),
      BRANDS.default,
      english,
    );
    const at24 = systemNotification(message('disputeDeadline', deadline), BRANDS.default, english);
    expect(at72.options.tag).not.toBe(at24.options.tag);
  });

  it('refuses a message of a kind with data of another, an unknown alert kind or reminder, a quiet that is not a boolean', () => {
    const [, dispute] = KINDS[0]!;
    const base = { notificationId: null, orgId: ORG, env: 'test' };
    expect(parsePushMessage({ ...base, type: 'refund', data: dispute })).toBeNull();
    expect(
      parsePushMessage({ ...base, type: 'disputeDeadline', data: { ...dispute, hoursLeft: 48 } }),
    ).toBeNull();
    expect(
      parsePushMessage({ ...base, type: 'alert', data: { ...KINDS[4]![1], kind: 'everything' } }),
    ).toBeNull();
    expect(parsePushMessage({ ...base, type: 'dispute', quiet: 'yes', data: dispute })).toBeNull();
    expect(parsePushMessage({ ...base, type: 'dispute', data: dispute })).toMatchObject({
      quiet: false,
      notificationId: null,
    });
  });
});

describe('deep links of notifications', () => {
  it('never lead anywhere but the app: malformed ids give no link, a malformed scope is left out', () => {
    expect(notificationDeepLink({ type: 'refund', data: { paymentId: '../../evil' } })).toBeNull();
    expect(notificationDeepLink({ type: 'payment', data: { paymentId: '//evil.example' } })).toBeNull();
    expect(notificationDeepLink({ type: 'digest', data: { digestId: 'x' } })).toBeNull();
    expect(
      notificationDeepLink(
        { type: 'payout', data: { payoutId: '64b0000000000000000000af' } },
        { orgId: 'evil', env: 'test' },
      ),
    ).toBe('/manage/payout/64b0000000000000000000af?showPayment=true');
    expect(notificationDeepLink({ type: 'alert', data: {} }, { orgId: ORG, env: 'prod' })).toBe(
      '/manage/alerts/',
    );
  });

  it('that the worker asks a window to open are followed only when they are exactly such a link', () => {
    for (const [, , expected] of KINDS) expect(deepLinkPath(expected.url)).toBe(expected.url);
    for (const url of [
      '/manage/profile',
      '//evil.example/manage/alerts/',
      'https://evil.example/main/digest/x',
      '/manage/alerts/?next=//evil',
      42,
    ])
      expect(deepLinkPath(url)).toBeNull();
  });
});
