import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/**
 * The email verification prompt's words: apart from the profile screen's, as every signed-in screen's shell
 * shows the prompt (and the invitation screen its resend button).
 */
export const verifyEmailMessages = defineMessages('features/profile/verify-email', en);
