import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The API key screen's words: the list, the create, secret and revoke dialogs, and the name's checks. */
export const apiKeysMessages = defineMessages('features/api-keys', en);
