import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The notifications' own words: the bell's panel, the notifications page, its rows and the payout alerts. */
export const notificationsMessages = defineMessages('features/notifications', en);
