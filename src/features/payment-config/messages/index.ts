import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The payment configuration screen's words: the form, its checks, the providers and the leave question. */
export const paymentConfigMessages = defineMessages('features/payment-config', en);
