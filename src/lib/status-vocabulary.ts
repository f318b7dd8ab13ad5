import { translate } from '../i18n/translate.ts';
import { statusWordsMessages } from './status-words/messages/index.ts';

/** A status's message in the status words' catalog (its English word is the table's of issue 27). */
type StatusWord = keyof typeof statusWordsMessages.source;

/**
 * The one vocabulary of statuses (issue 27, point 7): every status the provider's contract names
 * (openapi/provider.yaml, the `…Status` enums) has one word and one colour, whatever screen shows it: a
 * payment's `success` reads "Succeeded" on the dashboard, in the list, on its page and in a payout's payments.
 * A value shared by several kinds (`pending`, `failed`) means the same to the merchant in each, so it is written
 * once. tests/lib/status-vocabulary.test.ts holds this table to the contract. The words are a catalog's
 * (./status-words/messages/), in the language spoken when one is shown.
 */
const STATUS_WORDS = {
  pending: { word: 'pending', colour: 'yellow' },
  processing: { word: 'processing', colour: 'blue' },
  success: { word: 'success', colour: 'teal' },
  paid: { word: 'paid', colour: 'teal' },
  completed: { word: 'completed', colour: 'teal' },
  delivered: { word: 'delivered', colour: 'teal' },
  active: { word: 'active', colour: 'teal' },
  accepted: { word: 'accepted', colour: 'teal' },
  won: { word: 'won', colour: 'teal' },
  failed: { word: 'failed', colour: 'red' },
  rejected: { word: 'rejected', colour: 'red' },
  declined: { word: 'declined', colour: 'red' },
  lost: { word: 'lost', colour: 'red' },
  expired: { word: 'expired', colour: 'gray' },
  revoked: { word: 'revoked', colour: 'gray' },
  refunded: { word: 'refunded', colour: 'violet' },
  partially_refunded: { word: 'partiallyRefunded', colour: 'grape' },
  disputed: { word: 'disputed', colour: 'orange' },
  open: { word: 'open', colour: 'orange' },
  under_review: { word: 'underReview', colour: 'yellow' },
} as const satisfies Record<string, { word: StatusWord; colour: string }>;

/** A status value of any kind the contract has (a payment's, a payout's, a dispute's…). */
export type StatusName = keyof typeof STATUS_WORDS;

/** Whether a value from elsewhere (an address, a cached answer) is a status this vocabulary knows. */
export function isStatusName(value: string): value is StatusName {
  return Object.hasOwn(STATUS_WORDS, value);
}

/**
 * The word a status is shown as, in a badge, a sentence, a select's option or a live announcement, in the
 * language spoken now: call it when the text is shown (a render), not once into a constant.
 */
export function statusLabel(status: StatusName): string {
  return translate(statusWordsMessages, STATUS_WORDS[status].word);
}

/** The Mantine colour of a status's dot (never alone: the word always goes with it). */
export function statusColour(status: StatusName): string {
  return STATUS_WORDS[status].colour;
}
