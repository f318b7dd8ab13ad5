import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** The team's words every signed-in screen carries: the notice of a pending invitation. */
export const teamShellMessages = defineMessages('features/team/shell', en);
