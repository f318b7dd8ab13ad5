import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The audit log screen's words: the entries described per kind, the filters, the states and the export. */
export const auditMessages = defineMessages('features/audit', en);

export type AuditMessage = keyof typeof en;
