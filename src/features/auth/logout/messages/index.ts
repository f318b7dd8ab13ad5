import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** What logging out says: apart, as every signed-in screen's menu loads it. */
export const logoutMessages = defineMessages('features/auth/logout', en);
