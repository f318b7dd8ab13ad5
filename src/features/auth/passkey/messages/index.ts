import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** The words of a passkey sign-in's failures: loaded with the ceremony, never with the sign-in page. */
export const passkeySignInMessages = defineMessages('features/auth/passkey', en);
