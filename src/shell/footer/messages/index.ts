import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The footer's words, apart: every first visit (the sign-in page's too) shows the footer, not the rest of the shell. */
export const footerMessages = defineMessages('shell/footer', en);
