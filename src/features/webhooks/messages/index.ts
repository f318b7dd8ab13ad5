import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The Webhooks screen's words: the deliveries' list, its filter and the signing secret. */
export const webhooksMessages = defineMessages('features/webhooks', en);
