import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';
/** The alert rules' screen (issue 32): the rules in words, their states, the rule form. */
export const alertsMessages = defineMessages('features/alerts', en);
