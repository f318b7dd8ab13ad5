import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The words of the step-up dialog (issue 33), loaded with it at the first refusal, never on a first visit. */
export const stepUpMessages = defineMessages('components/step-up', en);
