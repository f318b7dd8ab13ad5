import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';

/** Privacy mode's question before a CSV export writes amounts into a file: loaded with its dialog. */
export const csvExportRevealMessages = defineMessages('components/csv-export/reveal', en);
