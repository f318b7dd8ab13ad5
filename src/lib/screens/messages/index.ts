import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/**
 * Every screen's heading and menu title, as its route declares them (read when shown: src/lib/menu.ts) and its
 * skeleton and page show the heading. One catalog: the route tree, on every page the sign-in page's included,
 * carries them all.
 */
export const screenMessages = defineMessages('lib/screens', en);
