import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** The sign-in screen's words: apart from the rest of the auth feature's, as the sign-in page loads only them. */
export const signInMessages = defineMessages('features/auth/sign-in', en);
