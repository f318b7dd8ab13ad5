/**
 * Amounts as text for the service worker, which cannot import src/lib (big.js and the currency list live
 * there). Nothing here does arithmetic: an amount is read by its shortest decimal writing (what the provider
 * wrote: 0.1 stays "0.1") and only its digits are moved, grouped and padded, so no binary float ever rounds it.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** The plain decimal writing of an amount ("1e-7" → "0.0000001"); null for what is not a finite amount. */
export function plainDecimal(amount: unknown): string | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    text = String(amount);
  } else if (typeof amount === 'string' && amount.length <= 40) text = amount.trim();
  else return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > 40) return null;
  // shift the decimal point through the digits
  let digits = whole + fraction;
  let point = whole.length + exponent;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const intPart = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const fracPart = digits.slice(point).replace(/0+$/, '');
  const negative = sign === '-' && /[1-9]/.test(intPart + fracPart);
  return `${negative ? '-' : ''}${intPart}${fracPart ? `.${fracPart}` : ''}`;
}

/**
 * An amount grouped by thousands with at least `minDecimals` decimals and every decimal it has (a crypto
 * amount keeps its 0.0005), e.g. `1,234.50`; null for what is not an amount.
 */
export function groupedAmount(amount: unknown, minDecimals = 2): string | null {
  const plain = plainDecimal(amount);
  if (plain === null) return null;
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = plain.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(minDecimals, '0')}`.replace(/\.$/, '');
}
