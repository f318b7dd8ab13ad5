/**
 * What the palette searches for when something is shared into the installed app (issue 34, the manifest's
 * `share_target`) or read from a QR code: the one token that identifies a record, found in whatever the other
 * app sent. Sharing a block explorer's page sends a link, a chat message sends a sentence around a hash, a
 * wallet's QR code holds `ethereum:0x…?value=…`: each gives the hash, address, e-mail or reference inside it.
 * Nothing here is ever followed or put in markup: the result is plain text for the palette's search field.
 */

/** The search API's longest query (GET /v1/search: `q` 3 to 200 characters). */
export const MAX_SEARCH_TEXT = 200;

/** Longer input is cut before it is read: no share or QR code that matters is anywhere near this long. */
const MAX_INPUT = 4096;

/** A transaction hash: 64 hex digits, with or without the `0x` of EVM chains. */
const TX_HASH = /^(?:0x)?[0-9a-f]{64}$/i;

/**
 * A wallet address: EVM (0x + 40 hex), Tron (T + 33 base58), Bitcoin bech32 (bc1/tb1…) and legacy (1…/3…),
 * and other base58 addresses (Solana's 32 to 44 characters) when they mix letters and digits, which words do not.
 */
const WALLET_ADDRESSES = [
  /^0x[0-9a-f]{40}$/i,
  /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  /^(?:bc|tb)1[02-9ac-hj-np-z]{11,71}$/i,
  /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/,
];
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** An e-mail address, as loosely as the customer's e-mail filter takes it. */
const EMAIL = /^[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}$/;

/** A provider's reference: a short lowercase prefix, an underscore and an opaque id (`pay_…`, `po_…`). */
const REFERENCE = /^[a-z]{2,8}_[A-Za-z0-9]{6,56}$/;

/** A record's id (24 hex digits). */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

type Kind = 'hash' | 'wallet' | 'email' | 'reference' | 'id';

/** The kinds in the order one is preferred when the text holds several (a hash says the most). */
const KINDS: Kind[] = ['hash', 'wallet', 'email', 'reference', 'id'];

function kindOf(word: string): Kind | null {
  if (TX_HASH.test(word)) return 'hash';
  if (WALLET_ADDRESSES.some((pattern) => pattern.test(word))) return 'wallet';
  if (BASE58_ADDRESS.test(word) && /\d/.test(word) && /[A-Za-z]/.test(word)) return 'wallet';
  if (EMAIL.test(word)) return 'email';
  if (REFERENCE.test(word)) return 'reference';
  if (OBJECT_ID.test(word)) return 'id';
  return null;
}

// control characters, the bidirectional overrides and isolates (which could make a shown text read otherwise
// than it is), zero-width characters and the byte-order mark
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

function clean(text: string): string {
  return text.slice(0, MAX_INPUT).replace(INVISIBLE, ' ');
}

/** A percent-decoded part of a link, or the part as it is when it does not decode. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The parts of a link worth reading: its path's segments, its query's values and its fragment's pieces. */
function partsOfLink(word: string): string[] {
  let url: URL;
  try {
    url = new URL(/^www\./i.test(word) ? `https://${word}` : word);
  } catch {
    return [];
  }
  const parts = url.pathname.split('/').map(decoded);
  for (const [, value] of url.searchParams) parts.push(value);
  parts.push(...decoded(url.hash.slice(1)).split(/[/?&=]/));
  return parts;
}

/** A word without the punctuation around it (a sentence's full stop, quotes, brackets). */
function trimmed(word: string): string {
  return word.replace(/^[.,;:!?'"“”‘’«»()[\]{}<>]+|[.,;:!?'"“”‘’«»()[\]{}<>]+$/g, '');
}

/**
 * The words a text may hold a token in: each word, and for a link (http, https or www.) the parts of its
 * address; for a URI (`ethereum:0x…@1?value=…`, `bitcoin:bc1…?amount=…`, `mailto:…`) the pieces between its
 * separators. A word is read as it is first, so an e-mail is not taken apart.
 */
function candidates(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.split(/\s+/)) {
    const word = trimmed(raw);
    if (!word) continue;
    words.push(word);
    if (/^(?:https?:\/\/|www\.)/i.test(word)) words.push(...partsOfLink(word).map(trimmed));
    else words.push(...word.split(/[:?&=/#@,;]/).map(trimmed));
    // mailto:ada@example.com?subject=… keeps its address whole
    const mailto = /^mailto:([^?]+)/i.exec(word);
    if (mailto) words.push(decoded(mailto[1]!));
  }
  return words;
}

/** The first token of the preferred kind in the texts, read in the order given. */
function tokenIn(texts: string[]): string | null {
  const found = new Map<Kind, string>();
  for (const text of texts)
    for (const word of candidates(text)) {
      const kind = kindOf(word);
      if (kind && !found.has(kind)) found.set(kind, word);
    }
  for (const kind of KINDS) {
    const token = found.get(kind);
    if (token) return token;
  }
  return null;
}

/** At most `MAX_SEARCH_TEXT` characters, never half of a character outside the basic plane. */
function shortened(text: string): string {
  const characters = Array.from(text);
  return characters.length <= MAX_SEARCH_TEXT
    ? text
    : characters.slice(0, MAX_SEARCH_TEXT).join('').trimEnd();
}

export interface SharedContent {
  title?: string | undefined;
  text?: string | undefined;
  url?: string | undefined;
}

/**
 * The search text for what was shared: the hash, wallet address, e-mail, reference or id it holds (a link's
 * address read for one too), preferring the shared text, then the link, then the title; otherwise the shared
 * text itself (else the link, else the title), on one line, trimmed to at most 200 characters. '' when nothing
 * usable was shared.
 */
export function searchableText({ title, text, url }: SharedContent): string {
  const texts = [text, url, title].filter((part): part is string => typeof part === 'string').map(clean);
  const token = tokenIn(texts);
  if (token) return token;
  const first = texts.map((part) => part.replace(/\s+/g, ' ').trim()).find(Boolean);
  return first ? shortened(first) : '';
}
