import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The profile screen's words: name and avatar, two-step verification, notification channels. */
export const profileMessages = defineMessages('features/profile', en);

export type ProfileMessage = keyof typeof en;
