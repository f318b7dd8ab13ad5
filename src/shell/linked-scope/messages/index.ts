import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** What opening a link of another organization or environment says (loaded only with that switch). */
export const linkedScopeMessages = defineMessages('shell/linked-scope', en);
