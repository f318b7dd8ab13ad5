/**
 * A browser's short name from its User-Agent ("Firefox 128", "Chrome 131", "Safari 17", "Edge 131"), for a
 * reader who wants to know "was that my phone?", not the whole header (the CSV keeps it whole). Order matters:
 * Edge and Opera say Chrome too, Chrome says Safari too. null when nothing is recognised.
 */
/* eslint-disable i18n/no-literal-ui-text -- browsers' own names (brands), never translated */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];
/* eslint-enable i18n/no-literal-ui-text */

export function browserName(userAgent: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  if (/^curl\//i.test(userAgent)) return 'curl';
  return null;
}

/** The device's family, for the browser's name ("Firefox 128 · Android"); null when not said. */
function platformName(userAgent: string): string | null {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'iOS';
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(userAgent)) return 'macOS';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return null;
}

/** "Firefox 128 · Android", or the part known, or null. */
export function shortBrowser(userAgent: string): string | null {
  const parts = [browserName(userAgent), platformName(userAgent)].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** Fields whose values are amounts: privacy mode masks them like every amount on screen. */
export const AMOUNT_FIELDS: ReadonlySet<string> = new Set(['amount', 'minimumPayoutAmount']);
