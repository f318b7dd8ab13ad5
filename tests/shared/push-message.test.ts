import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/shared/brands.ts';
import { parsePushMessage } from '../../src/shared/push-message.ts';
import { systemNotification } from '../../src/shared/push-notification.ts';
import { notificationLanguage } from '../../sw/notification-words.ts';

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
      quiet: false,
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
    expect(parsePushMessage(JSON.parse(sent()))?.data).toMatchObject({ payoutId: PAYOUT_ID });
  });

  it('keeps a message whose payout id is malformed (the notification then has no link)', () => {
    expect(parsePushMessage(sent({ payoutId: '../../evil' }))?.data).toMatchObject({
      payoutId: '../../evil',
    });
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

/** The English the worker writes in (its catalogs: src/shared/notification-words/messages/). */
const english = notificationLanguage('en');

describe('systemNotification of a payout', () => {
  it('says the amount and currency exactly, with the status and the period', () => {
    const message = parsePushMessage(sent({ amount: 0.1, currency: 'btc', status: 'processing' }))!;
    const { title, options } = systemNotification(message, BRANDS.default, english);
    expect(title).toBe('Payout of 0.10 BTC');
    expect(options.body).toBe('Processing · Period ending 20 Nov 2026 · PayDesk');
  });

  it('groups thousands and tags the notification per payout, so an update replaces it', () => {
    const created = systemNotification(
      parsePushMessage(sent({ status: 'pending' }))!,
      BRANDS.default,
      english,
    );
    const paid = systemNotification(parsePushMessage(sent({ status: 'paid' }))!, BRANDS.default, english);
    expect(created.title).toBe('Payout of 1,234.50 USD');
    expect(created.options.tag).toBe(`payout-${PAYOUT_ID}`);
    expect(paid.options.tag).toBe(created.options.tag);
  });

  it("carries the brand's icon and badge", () => {
    const { options } = systemNotification(parsePushMessage(sent())!, BRANDS.partner, english);
    expect(options.icon).toBe('/brands/partner/icon-192.png');
    expect(options.badge).toBe('/brands/partner/icon-192.png');
    expect(options.body).toContain('Harbor Pay');
  });

  it('links to the payout page with its payments shown', () => {
    const { options } = systemNotification(parsePushMessage(sent())!, BRANDS.default, english);
    expect(options.data).toEqual({
      url: `/manage/payout/${PAYOUT_ID}?showPayment=true&org=64b000000000000000000201&env=test`,
      notificationId: '64b000000000000000000101',
    });
  });

  it('gives no link for a malformed payout id', () => {
    for (const payoutId of ['../../evil', '//evil.example', `${PAYOUT_ID}\n`, 'https://evil.example/x']) {
      const { options } = systemNotification(parsePushMessage(sent({ payoutId }))!, BRANDS.default, english);
      expect(options.data.url).toBeNull();
    }
  });

  it('leaves out an invalid period end', () => {
    const { options } = systemNotification(
      parsePushMessage(sent({ endDate: 'soon' }))!,
      BRANDS.default,
      english,
    );
    expect(options.body).toBe('PayDesk');
  });
});

describe('systemNotification of a payout in the language the app speaks', () => {
  const french = notificationLanguage('fr');
  const arabic = notificationLanguage('ar');

  it('says it in English, left to right, as it always did', () => {
    const { title, options } = systemNotification(
      parsePushMessage(sent({ status: 'paid' }))!,
      BRANDS.default,
      english,
    );
    expect([title, options.body, options.lang, options.dir]).toEqual([
      'Payout of 1,234.50 USD',
      'Paid · Period ending 20 Nov 2026 · PayDesk',
      'en',
      'ltr',
    ]);
  });

  it('says it in French: the words, the separators of the amount and the date (never a rounded float)', () => {
    const message = parsePushMessage(sent({ amount: '1234567.123456789', status: 'processing' }))!;
    const { title, options } = systemNotification(message, BRANDS.partner, french);
    expect(title).toBe('Virement de 1\u202f234\u202f567,123456789 USD');
    expect(options.body).toBe('En cours · Période jusqu’au 20 nov. 2026 · Harbor Pay');
    expect([options.lang, options.dir]).toEqual(['fr', 'ltr']);
  });

  it('says it in Arabic, right to left, with Latin digits as the app writes them', () => {
    const { title, options } = systemNotification(
      parsePushMessage(sent({ status: 'failed' }))!,
      BRANDS.default,
      arabic,
    );
    expect(title).toBe('تسوية بقيمة 1,234.50 USD');
    expect(options.body).toBe('فاشلة · الفترة المنتهية في 20 نوفمبر 2026 · PayDesk');
    expect([options.lang, options.dir]).toEqual(['ar', 'rtl']);
  });

  it('has words for every status in every language, and leaves out a status it does not know', () => {
    for (const language of [english, french, arabic])
      for (const status of ['pending', 'processing', 'paid', 'failed']) {
        const { options } = systemNotification(parsePushMessage(sent({ status }))!, BRANDS.default, language);
        const [statusText] = options.body.split(' · ');
        expect(statusText, `${language.locale} ${status}`).toMatch(/\p{L}/u);
        expect(statusText, `${language.locale} ${status}`).not.toContain('{');
      }
    const unknown = systemNotification(
      parsePushMessage(sent({ status: 'on-hold' }))!,
      BRANDS.default,
      french,
    );
    expect(unknown.options.body).toBe('Période jusqu’au 20 nov. 2026 · PayDesk');
  });

  it('links to the same payout page, and to nothing for a malformed id, in every language', () => {
    for (const language of [french, arabic]) {
      expect(systemNotification(parsePushMessage(sent())!, BRANDS.default, language).options.data.url).toBe(
        `/manage/payout/${PAYOUT_ID}?showPayment=true&org=64b000000000000000000201&env=test`,
      );
      const evil = parsePushMessage(sent({ payoutId: '//evil.example' }))!;
      expect(systemNotification(evil, BRANDS.default, language).options.data.url).toBeNull();
    }
  });
});
