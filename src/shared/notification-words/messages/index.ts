import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/**
 * What a notification of each kind says, one wording for the system notification (the service worker imports
 * the JSON itself: sw/notification-words.ts) and the bell (src/features/notifications): "words that mean one
 * thing everywhere".
 */
export const notificationWordsMessages = defineMessages('shared/notification-words', en);
