import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The profile's Passkeys section. */
export const passkeysMessages = defineMessages('features/passkeys', en);
