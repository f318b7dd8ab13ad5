import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The environment's words: the Test/Live badge and the Test mode switch of the header, and its toast. */
export const environmentMessages = defineMessages('features/environment', en);
