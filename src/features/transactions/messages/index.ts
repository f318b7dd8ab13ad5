import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The transactions screen's words: the list, its filters and export, the all-loaded list and the Disputes tab. */
export const transactionsMessages = defineMessages('features/transactions', en);
