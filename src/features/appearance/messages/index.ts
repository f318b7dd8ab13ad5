import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The theme switcher panel's words (loaded with the panel, when it is first opened). */
export const appearanceMessages = defineMessages('features/appearance', en);
