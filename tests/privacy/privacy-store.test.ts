// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 32, privacy mode on the device (src/lib/privacy.ts): remembered in localStorage, "start with amounts
 * hidden" wins at each start, another tab's change is followed, and the money module masks every amount.
 */
const KEY = 'bo-privacy';

async function freshModules() {
  vi.resetModules();
  const privacy = await import('../../src/lib/privacy.ts');
  const money = await import('../../src/lib/money.ts');
  return { privacy, money };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('privacy mode', () => {
  it('masks every formatted amount and balance with the same fixed mask, keeping the currency code', async () => {
    const { privacy, money } = await freshModules();
    const amount = money.toDecimal('1234567.891');
    expect(money.formatMoney(amount, 'btc', undefined)).toBe('1,234,567.891 BTC');
    privacy.setAmountsHidden(true);
    const masked = [
      money.formatMoney(amount, 'btc', undefined),
      money.formatMoney(money.toDecimal('0.5'), 'btc', undefined),
      money.formatBalance(99, 'usd'),
    ];
    expect(masked).toEqual(['••••• BTC', '••••• BTC', '••••• USD']);
    for (const text of masked) expect(text).not.toMatch(/\d/);
  });

  it('is remembered on the device: the next start begins as the last one was left', async () => {
    let { privacy } = await freshModules();
    expect(privacy.amountsHidden()).toBe(false);
    privacy.toggleAmountsHidden();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ hidden: true, startHidden: false });
    ({ privacy } = await freshModules());
    expect(privacy.amountsHidden()).toBe(true);
    privacy.toggleAmountsHidden();
    ({ privacy } = await freshModules());
    expect(privacy.amountsHidden()).toBe(false);
  });

  it('"start with amounts hidden" hides them now and at every start, even when shown before closing', async () => {
    let { privacy } = await freshModules();
    privacy.setStartHidden(true);
    expect(privacy.amountsHidden()).toBe(true);
    privacy.setAmountsHidden(false); // shown for a moment
    ({ privacy } = await freshModules());
    expect(privacy.privacySettings()).toEqual({ hidden: true, startHidden: true });
    privacy.setStartHidden(false);
    privacy.setAmountsHidden(false);
    ({ privacy } = await freshModules());
    expect(privacy.amountsHidden()).toBe(false);
  });

  it("follows another tab's change, and unreadable storage means amounts shown", async () => {
    localStorage.setItem(KEY, '{not json');
    const { privacy } = await freshModules();
    expect(privacy.amountsHidden()).toBe(false);
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => privacy.useAmountsHidden());
    expect(result.current).toBe(false);
    act(() => {
      localStorage.setItem(KEY, JSON.stringify({ hidden: true, startHidden: true }));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current).toBe(true);
    act(() => {
      // shown in the other tab although it starts hidden: this tab shows them too (the start rule is for starts)
      localStorage.setItem(KEY, JSON.stringify({ hidden: false, startHidden: true }));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current).toBe(false);
  });
});

describe("amounts in the provider's own text", () => {
  it('are masked in privacy mode, and the text is left as it is otherwise', async () => {
    const { privacy, money } = await freshModules();
    const text = 'Payment captured: 647.01 USDT; fee $1,250.5 on 2026-11-27, 3 retries';
    expect(money.maskAmountsInText(text)).toBe(text);
    privacy.setAmountsHidden(true);
    expect(money.maskAmountsInText(text)).toBe(
      'Payment captured: ••••• USDT; fee ••••• on 2026-11-27, 3 retries',
    );
    expect(money.maskAmountsInText('Refund of 5 EUR failed')).toBe('Refund of ••••• EUR failed');
  });
});
