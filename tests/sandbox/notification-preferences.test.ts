import { afterEach, describe, expect, it } from 'vitest';
import { isQuietAt, type NotificationPreferences } from '../../sandbox/events/preferences.ts';
import { closeTestbeds, DEFAULT_PREFERENCES, DEMO_EMAIL, eventsTestbed } from './events-helpers.ts';

/** Issue 32: per-user notification preferences, their defaults and their rules. */
afterEach(closeTestbeds);

describe('notification preferences', () => {
  it('are everything on, no thresholds, quiet hours and digest off, in UTC, until saved', async () => {
    const t = await eventsTestbed();
    const { token } = await t.as(DEMO_EMAIL.viewer);
    const r = await t.call('GET', '/v1/user/notification-preferences', token);
    expect(r).toEqual({ status: 200, data: DEFAULT_PREFERENCES });
  });

  it('are saved whole and read back, for that user only', async () => {
    const t = await eventsTestbed();
    const { token } = await t.as(DEMO_EMAIL.viewer);
    const mine: NotificationPreferences = {
      ...DEFAULT_PREFERENCES,
      kinds: { ...DEFAULT_PREFERENCES.kinds, refund: { push: false, inApp: true } },
      largePayment: [
        { currency: 'USD', amount: 1000.5 },
        { currency: 'BTC', amount: 0.12345678 },
      ],
      quietHours: { enabled: true, start: '23:30', end: '06:45' },
      digest: { enabled: true, hour: 7 },
      timeZone: 'Europe/Paris',
    };
    expect(await t.call('PUT', '/v1/user/notification-preferences', token, mine)).toEqual({
      status: 200,
      data: mine,
    });
    expect((await t.call('GET', '/v1/user/notification-preferences', token)).data).toEqual(mine);
    const other = await t.as(DEMO_EMAIL.developer);
    expect((await t.call('GET', '/v1/user/notification-preferences', other.token)).data).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'body.timeZone must be an IANA time zone name such as Europe/Paris'],
    [{ timeZone: '+02:00' }, 'body.timeZone must be an IANA time zone name such as Europe/Paris'],
    [
      { quietHours: { enabled: true, start: '22:00', end: '22:00' } },
      'body.quietHours.end must differ from body.quietHours.start',
    ],
    [
      { quietHours: { enabled: true, start: '24:00', end: '07:00' } },
      'body.quietHours.start must be a time of day as HH:MM (00:00 to 23:59)',
    ],
    [{ digest: { enabled: true, hour: 24 } }, 'body.digest.hour must be <= 23'],
    [
      {
        largePayment: [
          { currency: 'USD', amount: 10 },
          { currency: 'USD', amount: 20 },
        ],
      },
      'body.largePayment has two thresholds for USD',
    ],
    [
      { largePayment: [{ currency: 'XYZ', amount: 10 }] },
      'body.largePayment[0].currency must be a supported currency (BTC, ETH, USDT, USDC, USD, EUR)',
    ],
    [
      { largePayment: [{ currency: 'USD', amount: 10.001 }] },
      'body.largePayment[0].amount must have at most 2 decimals for USD',
    ],
    [{ largePayment: [{ currency: 'USD', amount: 0 }] }, 'body.largePayment[0].amount must be > 0'],
  ])('refuses %j: %s', async (changes, message) => {
    const t = await eventsTestbed();
    const { token } = await t.as(DEMO_EMAIL.viewer);
    expect(await t.prefer(token, changes as Partial<NotificationPreferences>)).toEqual({
      status: 400,
      data: message,
    });
    // nothing was saved
    expect((await t.call('GET', '/v1/user/notification-preferences', token)).data).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it('refuses a document with a kind left out, or one it does not know', async () => {
    const t = await eventsTestbed();
    const { token } = await t.as(DEMO_EMAIL.viewer);
    const { digest: _digest, ...missing } = DEFAULT_PREFERENCES.kinds;
    expect((await t.prefer(token, { kinds: missing as NotificationPreferences['kinds'] })).data).toBe(
      'body.kinds.digest is required',
    );
    const extra = { ...DEFAULT_PREFERENCES.kinds, invoice: { push: true, inApp: true } };
    expect((await t.prefer(token, { kinds: extra })).data).toBe('body.kinds.invoice is not allowed');
  });
});

describe('quiet hours', () => {
  const quiet = (start: string, end: string, timeZone: string): NotificationPreferences => ({
    ...DEFAULT_PREFERENCES,
    quietHours: { enabled: true, start, end },
    timeZone,
  });

  it('span midnight in the user’s time zone, start included, end excluded', () => {
    // 22:00–07:00 in New York (UTC−5 in January)
    const prefs = quiet('22:00', '07:00', 'America/New_York');
    const at = (iso: string) => isQuietAt(prefs, new Date(iso));
    expect(at('2026-01-15T02:59:59Z')).toBe(false); // 21:59:59
    expect(at('2026-01-15T03:00:00Z')).toBe(true); // 22:00
    expect(at('2026-01-15T05:00:00Z')).toBe(true); // 00:00
    expect(at('2026-01-15T11:59:00Z')).toBe(true); // 06:59
    expect(at('2026-01-15T12:00:00Z')).toBe(false); // 07:00
    // 23:00 UTC is quiet for the same hours in UTC, not in New York (18:00)
    expect(isQuietAt(quiet('22:00', '07:00', 'UTC'), new Date('2026-01-15T23:00:00Z'))).toBe(true);
    expect(at('2026-01-15T23:00:00Z')).toBe(false);
  });

  it('follow daylight saving time', () => {
    const prefs = quiet('22:00', '07:00', 'America/New_York');
    // 02:30 UTC is 21:30 EST in winter, 22:30 EDT in summer
    expect(isQuietAt(prefs, new Date('2026-01-15T02:30:00Z'))).toBe(false);
    expect(isQuietAt(prefs, new Date('2026-07-15T02:30:00Z'))).toBe(true);
  });

  it('within one day, and never when turned off', () => {
    const prefs = quiet('12:30', '14:00', 'Asia/Tokyo');
    expect(isQuietAt(prefs, new Date('2026-03-02T03:30:00Z'))).toBe(true); // 12:30 in Tokyo
    expect(isQuietAt(prefs, new Date('2026-03-02T05:00:00Z'))).toBe(false); // 14:00
    expect(
      isQuietAt(
        { ...prefs, quietHours: { ...prefs.quietHours, enabled: false } },
        new Date('2026-03-02T03:30:00Z'),
      ),
    ).toBe(false);
  });
});
