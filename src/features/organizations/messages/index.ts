import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The organization screen's words: the user's organizations, their balances, the settings forms. */
export const organizationsMessages = defineMessages('features/organizations', en);
