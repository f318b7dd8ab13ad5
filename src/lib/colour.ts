/** An RGB triple as stored in preferences and CSS custom properties: "28, 126, 214". */
export type RgbTriple = string;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const TRIPLE = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/;

/** Converts "#1c7ed6" or "#17d" to "28, 126, 214"; null when the input is not a hex colour. */
export function hexToRgbTriple(hex: string): RgbTriple | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const channels = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
  return channels.join(', ');
}

/** Parses a stored triple; null when it is not three channels between 0 and 255. */
export function parseRgbTriple(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string') return null;
  const match = TRIPLE.exec(value);
  if (!match) return null;
  const channels = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return channels.every((channel) => channel <= 255) ? channels : null;
}

/** "28, 126, 214" → "#1c7ed6"; null when the triple does not parse. */
export function rgbTripleToHex(value: RgbTriple): string | null {
  const channels = parseRgbTriple(value);
  if (!channels) return null;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
