import { defineMessages } from '../../i18n/translate.ts';
import en from './en.json';

/** The failures the api layer words itself (a provider's own message is shown as it sent it). */
export const apiMessages = defineMessages('api', en);
