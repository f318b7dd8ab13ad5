import { defineMessages } from '../../i18n/translate.ts';
import en from './en.json';

/**
 * The start's own screens (offline, unreachable, misconfigured): in the entry, and shown in English when the
 * language's catalog could not load either.
 */
export const appMessages = defineMessages('app', en);
