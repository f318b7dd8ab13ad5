import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The prompt to reload into a new version of the app (loaded after the first paint, with the worker's code). */
export const serviceWorkerMessages = defineMessages('app/service-worker', en);
