/**
 * The one vocabulary of statuses (issue 27, point 7): every status the provider's contract names
 * (openapi/provider.yaml, the `…Status` enums) has one word and one colour, whatever screen shows it: a
 * payment's `success` reads "Succeeded" on the dashboard, in the list, on its page and in a payout's payments.
 * A value shared by several kinds (`pending`, `failed`) means the same to the merchant in each, so it is written
 * once. tests/lib/status-vocabulary.test.ts holds this table to the contract.
 */
const STATUS_WORDS = {
  pending: { label: 'Pending', colour: 'yellow' },
  processing: { label: 'Processing', colour: 'blue' },
  success: { label: 'Succeeded', colour: 'teal' },
  paid: { label: 'Paid', colour: 'teal' },
  completed: { label: 'Completed', colour: 'teal' },
  delivered: { label: 'Delivered', colour: 'teal' },
  active: { label: 'Active', colour: 'teal' },
  accepted: { label: 'Accepted', colour: 'teal' },
  won: { label: 'Won', colour: 'teal' },
  failed: { label: 'Failed', colour: 'red' },
  rejected: { label: 'Rejected', colour: 'red' },
  declined: { label: 'Declined', colour: 'red' },
  lost: { label: 'Lost', colour: 'red' },
  expired: { label: 'Expired', colour: 'gray' },
  revoked: { label: 'Revoked', colour: 'gray' },
  refunded: { label: 'Refunded', colour: 'violet' },
  partially_refunded: { label: 'Partially refunded', colour: 'grape' },
  disputed: { label: 'Disputed', colour: 'orange' },
  open: { label: 'Open', colour: 'orange' },
  under_review: { label: 'Under review', colour: 'yellow' },
} as const satisfies Record<string, { label: string; colour: string }>;

/** A status value of any kind the contract has (a payment's, a payout's, a dispute's…). */
export type StatusName = keyof typeof STATUS_WORDS;

/** Whether a value from elsewhere (an address, a cached answer) is a status this vocabulary knows. */
export function isStatusName(value: string): value is StatusName {
  return Object.hasOwn(STATUS_WORDS, value);
}

/** The word a status is shown as, in a badge, a sentence, a select's option or a live announcement. */
export function statusLabel(status: StatusName): string {
  return STATUS_WORDS[status].label;
}

/** The Mantine colour of a status's dot (never alone: the word always goes with it). */
export function statusColour(status: StatusName): string {
  return STATUS_WORDS[status].colour;
}
