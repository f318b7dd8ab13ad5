import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** Why a webhook URL is refused (src/lib/webhook-url-message.ts), under the payment and notification forms. */
export const webhookMessages = defineMessages('lib/webhook', en);
