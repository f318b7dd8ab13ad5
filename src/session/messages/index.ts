import { defineMessages } from '../../i18n/translate.ts';
import en from './en.json';

/** The session's words: whose data is on screen, and why a session's request or sign-in failed. */
export const sessionMessages = defineMessages('session', en);
