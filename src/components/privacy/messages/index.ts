import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** Privacy mode's words: the profile's settings (the header's toggle is src/shell's). */
export const privacyMessages = defineMessages('components/privacy', en);
