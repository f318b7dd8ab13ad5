import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The command palette's words (its own chunk, loaded with the palette). */
export const paletteMessages = defineMessages('shell/palette', en);
