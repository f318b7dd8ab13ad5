import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/**
 * The dashboard's own words, and only them: its English travels with the dashboard's first visit, so the words
 * of other screens (the payouts', the transactions') stay in their own catalogs.
 */
export const dashboardMessages = defineMessages('features/dashboard', en);
