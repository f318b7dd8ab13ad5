import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The saved views' words: the save and manage dialogs, and the share link's page (loaded when used). */
export const savedViewsMessages = defineMessages('components/saved-views', en);
