import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The menu's saved views list: its heading and each entry's button (small: it loads with the shell). */
export const savedViewsNavMessages = defineMessages('shell/saved-views', en);
