import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** A webhook delivery's words: its attempts and Redeliver, on the Webhooks screen and the transaction detail. */
export const webhookDeliveryMessages = defineMessages('components/webhooks', en);
