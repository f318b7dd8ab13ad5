import Database from 'better-sqlite3';
import { coreSchema } from './schema.ts';
import { moneySchema } from './money/schema.ts';

export type Db = Database.Database;

/** Opens (or creates) the sandbox database; ':memory:' for tests. Core tables first: money tables reference them. */
export function openDb(file: string): Db {
  const db = new Database(file);
  // WAL lets the dev server read while a write is in flight; meaningless for in-memory databases
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(coreSchema);
  db.exec(moneySchema);
  return db;
}
