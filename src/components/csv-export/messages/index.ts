import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The words every CSV export shares: the button, its progress, Cancel, the failure, the cancellation. */
export const csvExportMessages = defineMessages('components/csv-export', en);
