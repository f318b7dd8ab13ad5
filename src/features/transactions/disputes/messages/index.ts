import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** The disputes view's calendar words: "Add to calendar" and the .ics file's event and reminders. */
export const disputesMessages = defineMessages('features/transactions/disputes', en);
