import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The contract's values that are not statuses, as words (src/lib/enum-label.ts): methods, types, roles, reasons. */
export const enumWordsMessages = defineMessages('lib/enum-words', en);
