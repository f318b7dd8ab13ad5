import { defineMessages } from '../../i18n/translate.ts';
import en from './en.json';

/** The app-wide words of src/lib: failures and the offline screen, toasts' buttons, an image's checks. */
export const libMessages = defineMessages('lib', en);
