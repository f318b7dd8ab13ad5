import { translate } from '../i18n/translate.ts';
import { enumWordsMessages } from './enum-words/messages/index.ts';

type EnumWord = keyof typeof enumWordsMessages.source;

/** A value's words as the code writes them ("bank_transfer" → "Bank transfer"): a value no catalog names. */
function generatedLabel(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The catalog's key of a value: its camelCase ("crypto_wallet" → "cryptoWallet", "not-initiated" → "notInitiated"). */
function wordOf(value: string): EnumWord | null {
  const key = value.replace(/[_-]+([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.hasOwn(enumWordsMessages.source, key) ? (key as EnumWord) : null;
}

/**
 * A contract value that is not a status, written as words for a sentence or a cell ("bank_transfer" →
 * "Bank transfer", "crypto" → "Crypto"), so that no raw enum reaches the screen. Statuses have their own
 * vocabulary (status-vocabulary.ts).
 *
 * The values the contract names (openapi/provider.yaml: currency and provider types, payment methods, payout
 * schedules, roles, environments, MFA states, log levels) and the dispute and refund reasons providers send are
 * a catalog's (./enum-words/messages/), in the language spoken now; any other value is written as today's
 * generated words. Call it when the text is shown, not once into a constant.
 */
export function enumLabel(value: string): string {
  const word = wordOf(value);
  return word ? translate(enumWordsMessages, word) : generatedLabel(value);
}
