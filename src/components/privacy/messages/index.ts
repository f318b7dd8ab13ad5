import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** Privacy mode's words: the profile's settings, the export's question (the header's toggle: src/shell). */
export const privacyMessages = defineMessages('components/privacy', en);
