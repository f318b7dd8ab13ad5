/**
 * A contract value that is not a status, written as words for a sentence or a cell ("bank_transfer" →
 * "Bank transfer", "crypto" → "Crypto"), so that no raw enum reaches the screen. Statuses have their own
 * vocabulary (status-vocabulary.ts).
 */
export function enumLabel(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
