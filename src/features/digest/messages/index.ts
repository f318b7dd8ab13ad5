import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';
/** The daily digest's page (issue 32): a day's totals, disputes and payouts, and the latest digests. */
export const digestMessages = defineMessages('features/digest', en);
