import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/i18n/locale-store.ts';
import {
  EXPIRY_CHOICES,
  expiresInDaysFor,
  expiryLabel,
  isExpired,
  isNeverExpiring,
  keyNameError,
  cleanKeyName,
  maskedKey,
} from '../../../src/features/api-keys/model.ts';

const now = new Date('2026-11-23T12:00:00.000Z');

afterEach(() => activateLocale('en'));

describe('API key rules', () => {
  it('shows NEVER only for an expiry more than 10 years ahead (docs/product/09-constants.md §9.5)', () => {
    expect(isNeverExpiring('9999-12-31T23:59:59.000Z', now)).toBe(true);
    expect(isNeverExpiring('2036-11-23T12:00:01.000Z', now)).toBe(true);
    expect(isNeverExpiring('2036-11-23T12:00:00.000Z', now)).toBe(false);
    expect(isNeverExpiring('2026-12-23T12:00:00.000Z', now)).toBe(false);
    expect(isNeverExpiring('not a date', now)).toBe(false);
  });

  it('sends the days of a choice, and nothing for never', () => {
    expect(expiresInDaysFor('30')).toBe(30);
    expect(expiresInDaysFor('365')).toBe(365);
    expect(expiresInDaysFor('never')).toBeUndefined();
  });

  it('knows an expired key', () => {
    expect(isExpired('2026-11-23T11:59:59.000Z', now)).toBe(true);
    expect(isExpired('2026-11-24T00:00:00.000Z', now)).toBe(false);
  });

  it('checks a name as the provider does: trimmed of invisible characters, 1 to 64 characters', () => {
    expect(keyNameError('\u200b \u00a0')).toBe('Give the key a name');
    expect(keyNameError('x'.repeat(65))).toBe('Use at most 64 characters');
    expect(keyNameError(` ${'x'.repeat(64)} `)).toBeNull();
    expect(cleanKeyName('\u200bCheckout  ')).toBe('Checkout');
  });

  it('masks all but the prefix', () => {
    expect(maskedKey('pk_test_ab12')).toBe('pk_test_ab12••••');
  });

  it('names the expiry choices in the language spoken, counting days as it counts them', async () => {
    const labels = () => EXPIRY_CHOICES.map(({ days }) => expiryLabel(days));
    expect(labels()).toEqual(['30 days', '90 days', '365 days', 'Never']);
    await activateLocale('fr');
    expect(labels()).toEqual(['30 jours', '90 jours', '365 jours', 'Jamais']);
    expect(keyNameError('')).toBe('Donnez un nom à la clé');
    await activateLocale('ar');
    expect(labels()).toEqual(['30 يومًا', '90 يومًا', '365 يومًا', 'أبدًا']);
    expect([expiryLabel(1), expiryLabel(2), expiryLabel(3)]).toEqual(['يوم واحد', 'يومان', '3 أيام']);
  });
});
