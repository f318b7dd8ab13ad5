import { defineMessages } from '../../i18n/translate.ts';
import en from './en.json';

/** The shared components' words (dialogs, tables, filters, the offline notice, pagination, page not found). */
export const componentsMessages = defineMessages('components', en);
