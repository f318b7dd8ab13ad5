import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** The words of the notifications that every signed-in screen carries: the bell and the configuration reminder. */
export const notificationsShellMessages = defineMessages('features/notifications/shell', en);
