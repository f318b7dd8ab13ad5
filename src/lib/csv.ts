/**
 * What every CSV the app exports shares (the transactions', the audit log's): cells a spreadsheet cannot run as
 * formulas, the byte order mark Excel needs, and handing the file to the browser's download.
 */

/**
 * A spreadsheet runs a cell as a formula when its first non-blank character is =, +, - or @ (blanks before it
 * are skipped by Excel and LibreOffice), or when it starts with a tab or carriage return (OWASP, CSV injection).
 */
const FORMULA_START = /^(?:[\s\u200b]*[=+\-@]|[\t\r])/;

/**
 * One cell, RFC 4180: quoted when it holds a comma, a semicolon (the separator where the decimal mark is a
 * comma: unquoted, "a;=1+1" would open as two cells there, the second a formula), a quote or a line break,
 * quotes doubled. A cell that would run as a formula is neutralised with a leading apostrophe, so a customer
 * named "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, ended by CRLF as RFC 4180 says. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it accents and dashes turn
 * into mojibake. Other readers skip it.
 */
export const UTF8_BOM = '\uFEFF';

/** A name's part of a file name: `Maya's Café` → `mayas-cafe` (`fallback` when nothing is left). */
export function fileSlug(name: string, fallback: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || fallback
  );
}

/**
 * Hands a file to the browser's download: an object URL on an `<a download>` clicked once, and the URL revoked
 * afterwards (a little later, not at once: a browser may still be reading the blob when the click returns).
 */
export function saveFile(blob: Blob, fileName: string, revokeAfterMs = 10_000): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
