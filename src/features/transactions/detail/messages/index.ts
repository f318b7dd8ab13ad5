import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** One payment's page: its summary, refund form and dialog, refunds, disputes, invoice and activity. */
export const transactionDetailMessages = defineMessages('features/transactions/detail', en);
