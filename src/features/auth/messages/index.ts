import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The auth screens' words beyond the sign-in screen's: registration, recovery, MFA, terms, the emailed links. */
export const authMessages = defineMessages('features/auth', en);

export type AuthMessage = keyof typeof en;
