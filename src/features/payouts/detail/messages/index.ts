import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** The payout tracker's words: its timeline, expected arrival, crypto transaction and "Notify me when it lands". */
export const payoutDetailMessages = defineMessages('features/payouts/detail', en);
