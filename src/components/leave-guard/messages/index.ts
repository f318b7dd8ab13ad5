import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The words of the guard that asks before unsaved changes are left behind. */
export const leaveGuardMessages = defineMessages('components/leave-guard', en);
