import type { ReactNode } from 'react';
import { translate } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';
import { MaskedAmount } from './money.tsx';

/** A masked amount inside a sentence (maskedMoney's writing, isolated or not): the mask, then its currency code. */
const MASKED_IN_TEXT = /\u2066?•••••\s([A-Z0-9]{2,10})\u2069?/g;

/**
 * A sentence that may name masked amounts ("Payout of ••••• USD"), each shown as the mask and heard as "Amount
 * hidden, USD" (MaskedAmount); the sentence as it is otherwise.
 */
export function MaskedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MASKED_IN_TEXT)) {
    parts.push(text.slice(last, match.index));
    parts.push(<MaskedAmount key={match.index} currency={match[1]!} />);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return <>{text}</>;
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** A sentence for an attribute a screen reader reads (a label, a title): each masked amount in words. */
export function spokenText(text: string): string {
  return text.replace(MASKED_IN_TEXT, (_mask, currency: string) =>
    translate(componentsMessages, 'amountHidden', { currency }),
  );
}
