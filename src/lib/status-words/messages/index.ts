import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The one word of each status of the contract (src/lib/status-vocabulary.ts), in a badge or a sentence. */
export const statusWordsMessages = defineMessages('lib/status-words', en);
