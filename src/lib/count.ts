import { numberSymbols } from '../i18n/number-symbols.ts';

/**
 * A count grouped as the language groups digits ("12,791"; "12 791" in French), as the screens show numbers of
 * payments, rows and notifications. Not `toLocaleString`: a page's first Intl number format loads the locale's
 * data, about 70 ms at 4× CPU in the middle of the dashboard's first render, for a comma every three digits
 * (src/i18n/number-symbols.ts reads another language's separators once).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const sign = count < 0 ? '-' : '';
  return sign + String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, numberSymbols().group);
}
