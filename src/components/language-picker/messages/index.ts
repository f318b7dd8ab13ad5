import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The language picker's words (the sign-in page and the profile show it). */
export const languagePickerMessages = defineMessages('components/language-picker', en);
