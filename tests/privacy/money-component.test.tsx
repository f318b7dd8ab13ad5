// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MaskedText, spokenText } from '../../src/components/masked-text.tsx';
import { Money } from '../../src/components/money.tsx';
import { setAmountsHidden } from '../../src/lib/privacy.ts';

/**
 * Issue 32: an amount on screen in privacy mode is the mask for the eye and "Amount hidden, USD" for a screen
 * reader; a toggle reaches it without its parent rendering again.
 */
beforeEach(() => {
  localStorage.clear();
  // the module's state outlives a test file where files share a worker
  act(() => setAmountsHidden(false));
});
afterEach(() => act(() => setAmountsHidden(false)));

describe('<Money> in privacy mode', () => {
  it('switches between the exact amount and the mask with its spoken words on a toggle', () => {
    const { container } = render(<Money amount={1234.5} currency="usd" currencies={undefined} />);
    expect(container.textContent).toBe('1,234.50 USD');
    act(() => setAmountsHidden(true));
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('••••• USD');
    expect(container.querySelector('.bo-visually-hidden')?.textContent).toBe('Amount hidden, USD');
    expect(container.textContent).not.toMatch(/\d/);
    act(() => setAmountsHidden(false));
    expect(container.textContent).toBe('1,234.50 USD');
  });

  it('writes a balance with the list markup, masked the same way', () => {
    const { container } = render(<Money amount={100} currency="eur" balance />);
    expect(container.textContent).toBe('105.26 EUR');
    act(() => setAmountsHidden(true));
    expect(container.textContent).toBe('••••• EURAmount hidden, EUR');
  });
});

describe('sentences that name masked amounts', () => {
  it('show each mask and say "Amount hidden" in its place', () => {
    const text = 'Refund of ••••• USD and ••••• BTC';
    const { container } = render(<MaskedText text={text} />);
    expect([...container.querySelectorAll('.bo-visually-hidden')].map((node) => node.textContent)).toEqual([
      'Amount hidden, USD',
      'Amount hidden, BTC',
    ]);
    expect(spokenText('Mark as read: Payout of ••••• EUR')).toBe(
      'Mark as read: Payout of Amount hidden, EUR',
    );
    expect(spokenText('Payout of 12.50 EUR')).toBe('Payout of 12.50 EUR');
  });
});
