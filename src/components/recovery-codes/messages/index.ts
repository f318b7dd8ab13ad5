import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The recovery codes' words: shown after turning two-step verification on, and after regenerating them. */
export const recoveryCodesMessages = defineMessages('components/recovery-codes', en);
