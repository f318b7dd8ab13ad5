/**
 * Entries written before a field was declared as it is now (audit/fields.ts), such as a notification webhook
 * stored with its whole URL, are rewritten when the database is opened, so a kept database holds no secret either.
 * This is the one change ever made to a stored entry, and it only takes a secret out: the trigger that refuses
 * any other is lifted for it, inside one transaction, and put back (audit/schema.ts).
 */
import type { Db } from '../db.ts';
import { AUDIT_FIELDS, recordable } from './fields.ts';
import type { AuditChange } from './record.ts';
import { auditSchema } from './schema.ts';

export function redactStoredAuditChanges(db: Db): void {
  const withheld = Object.entries(AUDIT_FIELDS)
    .filter(([, how]) => how !== 'value')
    .map(([field]) => field);
  // only the entries that name such a field are read (a cheap scan in SQLite); rewritten ones read the same again
  const rows = db
    .prepare(
      `SELECT _id, changes FROM audit_entries WHERE ${withheld.map(() => 'instr(changes, ?) > 0').join(' OR ')}`,
    )
    .all(...withheld.map((field) => JSON.stringify({ field }).slice(1, -1))) as {
    _id: string;
    changes: string;
  }[];
  const rewritten = rows.flatMap((row) => {
    const changes = JSON.stringify((JSON.parse(row.changes) as AuditChange[]).map(recordable));
    return changes === row.changes ? [] : [{ id: row._id, changes }];
  });
  if (rewritten.length === 0) return;
  db.transaction(() => {
    db.exec('DROP TRIGGER audit_entries_no_update');
    const update = db.prepare('UPDATE audit_entries SET changes = ? WHERE _id = ?');
    for (const { id, changes } of rewritten) update.run(changes, id);
    db.exec(auditSchema);
  })();
}
