import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The on-ramp screen's words: the requests' list and the new request form with its checks. */
export const onRampMessages = defineMessages('features/onramp', en);

export type OnRampMessage = keyof typeof en;
