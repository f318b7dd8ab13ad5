import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The team's words: the Team tab, its dialogs and the invitations addressed to the user. */
export const teamMessages = defineMessages('features/team', en);
