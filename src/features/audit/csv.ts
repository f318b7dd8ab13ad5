import { csvLine, fileSlug } from '../../lib/csv.ts';
import { shortBrowser } from './model.ts';
import type { AuditEntry } from './queries.ts';
import type { AuditFilters } from './queries.ts';

/**
 * The export's columns, in order. A file format rather than the screen's words: the same names, kinds and field
 * names in every language (as the transactions' export), so a script reading the file works whoever exported it.
 */
/* eslint-disable i18n/no-literal-ui-text -- the CSV's column names are a constant format, never translated */
const CSV_COLUMNS = [
  'Entry ID',
  'Time (UTC)',
  'Kind',
  'Actor ID',
  'Actor e-mail',
  'Actor name',
  'Client address',
  'Browser',
  'User agent',
  'Environment',
  'Target ID',
  'Target',
  'Changes',
] as const;
/* eslint-enable i18n/no-literal-ui-text */

export function auditCsvHeader(): string {
  return csvLine(CSV_COLUMNS);
}

/**
 * The changes in one cell: `role: developer -> admin; email: (none) -> new@example.com`; a URL kept by its host
 * only as `webhookUrl (host): a.example -> b.example`, a secret as `signingSecret: (changed)`: the file says what
 * the provider kept, no more.
 */
function changesCell(changes: AuditEntry['changes']): string {
  const value = (text: string | null) => text ?? '(none)';
  return changes
    .map((c) =>
      c.recorded === 'changed'
        ? `${c.field}: (changed)`
        : `${c.field}${c.recorded === 'host' ? ' (host)' : ''}: ${value(c.before)} -> ${value(c.after)}`,
    )
    .join('; ');
}

/** One entry as a CSV line; every cell, the provider's data included, is safe from formula injection. */
export function auditCsvRow(entry: AuditEntry): string {
  return csvLine([
    entry._id,
    new Date(entry.createdAt).toISOString(),
    entry.kind,
    entry.actor?._id ?? '',
    entry.actor?.email ?? '',
    entry.actor?.name ?? '',
    entry.clientAddress,
    shortBrowser(entry.userAgent) ?? '',
    entry.userAgent,
    entry.env ?? '',
    entry.targetId ?? '',
    entry.targetLabel ?? '',
    changesCell(entry.changes),
  ]);
}

/** `audit_mayas-coffee_live_2026-01-01_2026-01-31.csv`: whose, which environment, which days (`all-dates`). */
export function auditCsvFileName(organization: string, env: string, filters: AuditFilters): string {
  const range =
    filters.from || filters.to ? `${filters.from ?? 'start'}_${filters.to ?? 'today'}` : 'all-dates';
  return `audit_${fileSlug(organization, 'organization')}_${env}_${range}.csv`;
}
