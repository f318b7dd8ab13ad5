import { defineMessages, type MessageValues } from '../../../i18n/translate.ts';
import en from './en.json';

/** The payouts feature's words: the list, the available amounts, a new payout's review and one payout's page. */
export const payoutsMessages = defineMessages('features/payouts', en);

/** What `useT(payoutsMessages)` returns, for a helper a component hands it to. */
export type PayoutsT = (key: keyof typeof en, values?: MessageValues) => string;
