import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** The organizations' words every signed-in screen carries: the header's selector, its toasts, the role label. */
export const organizationsShellMessages = defineMessages('features/organizations/shell', en);
