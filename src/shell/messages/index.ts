import { defineMessages } from '../../i18n/translate.ts';
import en from './en.json';

/** The shell's words (header, menus, navigation, footer): small, as the footer is on every page, sign-in's too. */
export const shellMessages = defineMessages('shell', en);
