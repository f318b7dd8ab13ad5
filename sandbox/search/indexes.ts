/**
 * The indexes the search across kinds reads (GET /v1/search; issue 46 point 7: what a search costs must not grow
 * with the number of payments). SQLite keeps them, so every writer keeps them right: the sandbox's modules, the
 * seed, and another SQLite client (the end-to-end tests write payments straight into the file).
 *
 * - Ids and payment references are found by a range of their own keys' indexes (primary and unique keys; the
 *   provider writes them in lower case: newId, paymentIdFor); transaction hashes and wallet addresses by a range
 *   of an index of their lower case (KEY_INDEXES).
 * - Customer e-mails and titles through `transactions_text`, an FTS5 table with the trigram tokenizer: every
 *   three characters of each value, case-folded by SQLite's Unicode tables (every alphabet's, as the rules'
 *   lower case, but for a few letters such as the Turkish İ and the capital ẞ, which it leaves: a text holding
 *   one is found only by a query with the same letter; every candidate is checked with the rules), so that a
 *   substring of 3 characters or more is
 *   found by looking up a few of its trigrams. Each value is indexed between char(2) and char(3), so that "equal
 *   to" is a substring as well. The table keeps no copy of the text (contentless), only each payment's
 *   organization and environment (another scope's matches are passed over without reading them); its rowid is
 *   the payment's creation second × 2^30 + the payment's rowid, so it yields matches newest first and the search
 *   reads each payment itself (`newestTextMatches`): the first page of a word half the payments contain reads
 *   about a page of them, not half the table.
 *
 * A later field (a payment's id, for "6+ characters of an id") is one column more in TEXT_TABLE, TEXT_VALUES and
 * TEXT_COLUMNS, searched by its own column filter (as `inText` does for the texts):
 * a database whose text index differs from the statements here gets it rebuilt on start (`applySearchIndexes`).
 * The text index assumes that payments keep their rowid (SQLite keeps them, except through a VACUUM, which the
 * sandbox never runs: after one, drop `transactions_text` and restart) and that there are fewer than 2^30.
 */
import type { Db } from '../db.ts';
import type { Where } from '../list-query.ts';

const ROWID_BITS = 30;

const TEXT_TABLE = `CREATE VIRTUAL TABLE transactions_text USING fts5(customer_email, title, org_id UNINDEXED, env UNINDEXED, content='', contentless_delete=1, contentless_unindexed=1, tokenize='trigram')`;

/**
 * What `row` (NEW, OLD, or the table itself) is indexed as: its key; its texts, each between char(2) and char(3);
 * its scope, kept beside (not indexed), so that another organization's match is passed over without reading it.
 */
const textKey = (row: string) =>
  `COALESCE(unixepoch(${row}.created_at), 0) * ${2 ** ROWID_BITS} + ${row}.rowid`;
const TEXT_VALUES = (row: string) =>
  `${textKey(row)}, char(2) || ${row}.customer_email || char(3), char(2) || ${row}.title || char(3), ${row}.org_id, ${row}.env`;
const TEXT_COLUMNS = '(rowid, customer_email, title, org_id, env)';

const TEXT_TRIGGERS: Record<string, string> = {
  transactions_search_insert: `CREATE TRIGGER transactions_search_insert AFTER INSERT ON transactions BEGIN
  INSERT INTO transactions_text ${TEXT_COLUMNS} VALUES (${TEXT_VALUES('NEW')});
END`,
  transactions_search_update: `CREATE TRIGGER transactions_search_update AFTER UPDATE OF customer_email, title, created_at, org_id, env ON transactions BEGIN
  DELETE FROM transactions_text WHERE rowid = ${textKey('OLD')};
  INSERT INTO transactions_text ${TEXT_COLUMNS} VALUES (${TEXT_VALUES('NEW')});
END`,
  transactions_search_delete: `CREATE TRIGGER transactions_search_delete AFTER DELETE ON transactions BEGIN
  DELETE FROM transactions_text WHERE rowid = ${textKey('OLD')};
END`,
};

// partial: fiat payments have neither
const KEY_INDEXES = `
CREATE INDEX IF NOT EXISTS transactions_search_hash ON transactions(lower(tx_hash)) WHERE tx_hash IS NOT NULL;
CREATE INDEX IF NOT EXISTS transactions_search_wallet ON transactions(lower(wallet_address))
  WHERE wallet_address IS NOT NULL;
`;

const normalized = (sql: string | undefined) => sql?.replace(/\s+/g, ' ').trim();

/**
 * On every start (db.ts, after the columns it indexes exist): the key indexes, and the text index and its
 * triggers unless the database has them exactly as written here. A database made before them, or with another
 * text index, gets them, filled from its payments.
 */
export function applySearchIndexes(db: Db): void {
  db.exec(KEY_INDEXES);
  const wanted: Record<string, string> = { transactions_text: TEXT_TABLE, ...TEXT_TRIGGERS };
  const names = Object.keys(wanted);
  const stored = new Map(
    (
      db
        .prepare(`SELECT name, sql FROM sqlite_master WHERE name IN (${names.map(() => '?').join(',')})`)
        .all(...names) as { name: string; sql: string }[]
    ).map((row) => [row.name, normalized(row.sql)]),
  );
  if (names.every((name) => stored.get(name) === normalized(wanted[name]))) return;
  db.transaction(() => {
    for (const name of Object.keys(TEXT_TRIGGERS)) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    db.exec('DROP TABLE IF EXISTS transactions_text');
    // SQLite 3.53 leaves a contentless_unindexed table's content behind when it drops the table
    for (const shadow of ['data', 'idx', 'content', 'docsize', 'config'])
      db.exec(`DROP TABLE IF EXISTS transactions_text_${shadow}`);
    db.exec(TEXT_TABLE);
    for (const sql of Object.values(TEXT_TRIGGERS)) db.exec(sql);
    db.exec(
      `INSERT INTO transactions_text ${TEXT_COLUMNS} SELECT ${TEXT_VALUES('transactions')} FROM transactions`,
    );
  })();
  optimizeSearchIndexes(db);
}

/** Merges the text index into one segment: after a bulk write (the seed, a rebuild), lookups read less. */
export function optimizeSearchIndexes(db: Db): void {
  db.exec(`INSERT INTO transactions_text (transactions_text) VALUES ('optimize')`);
}

/** The columns of a payment the search reads to check a match (search.ts names the hit from them). */
export interface PaymentRow {
  _id: string;
  created_at: string;
  payment_id: string;
  tx_hash: string | null;
  wallet_address: string | null;
  customer_email: string;
  title: string;
}

export const PAYMENT_COLUMNS = [
  '_id',
  'created_at',
  'payment_id',
  'tx_hash',
  'wallet_address',
  'customer_email',
  'title',
]
  .map((column) => `transactions.${column}`)
  .join(', ');

/** A phrase of the FTS5 query language: `text` as it is, quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
/** Only the text columns (a later column, an id, is searched by its own rule). */
const inText = (query: string) => `{customer_email title} : (${query})`;

/** How many of a trigram's newest index entries tell how common it is. */
const PROBE = 32;
/** How many trigrams of a long text are probed, spread over it. */
const PROBED = 16;

/**
 * Two rare trigrams of `text` (by code point, as the tokenizer reads it), apart if they can be; null when one of
 * them is in no e-mail or title (then nothing contains `text`). Looking up every trigram of
 * "ana.kim42@example.com" reads the lists of "exa", "com"… (half the payments each); two rare ones find the same
 * payments among a few more, and every payment found is checked anyway. How rare: the newest 32 entries of each
 * (fewer: rarer; else the longer the time they span, the rarer).
 */
function rareTrigrams(db: Db, text: string): string[] | null {
  const chars = Array.from(text);
  const all = new Map<string, number>();
  for (let at = 0; at + 3 <= chars.length; at++) {
    const trigram = chars.slice(at, at + 3).join('');
    if (!all.has(trigram)) all.set(trigram, at);
  }
  const every = [...all];
  const probed =
    every.length <= PROBED
      ? every
      : Array.from({ length: PROBED }, (_, i) => every[Math.floor((i * every.length) / PROBED)]!);
  const probe = db.prepare(
    `SELECT count(*) AS n, COALESCE(max(rowid) - min(rowid), 0) AS span FROM (
       SELECT rowid FROM transactions_text WHERE transactions_text MATCH ? ORDER BY rowid DESC LIMIT ${PROBE})`,
  );
  const scored = probed.map(([trigram, at]) => ({
    trigram,
    at,
    ...(probe.get(inText(phrase(trigram))) as { n: number; span: number }),
  }));
  if (scored.some((s) => s.n === 0)) return null;
  scored.sort((a, b) => a.n - b.n || b.span - a.span);
  const [rarest, ...others] = scored;
  // overlapping trigrams ("h7@", "th7") mostly come together: one that shares no character narrows more
  const second = others.find((s) => Math.abs(s.at - rarest!.at) >= 3) ?? others[0];
  return [rarest!, ...(second ? [second] : [])].map((s) => s.trigram);
}

/**
 * The newest `want` payments that `accept` keeps among those of `scope` (a condition on `transactions_text`'s
 * org_id and env) whose e-mail or title contains `text` (as the index folds case): by creation time then id,
 * descending, and fewer when fewer exist. Nothing for a text of fewer than 3 characters (code points): the index
 * holds none shorter. Reads the index newest first and stops once `want` are kept and the second of the last one
 * is read through (the index orders by second; `created_at` and the id order within it: the caller sorts).
 */
export function newestTextMatches(
  db: Db,
  text: string,
  scope: Where,
  want: number,
  accept: (row: PaymentRow) => boolean,
): PaymentRow[] {
  if (want <= 0 || Array.from(text).length < 3) return [];
  const trigrams = rareTrigrams(db, text);
  if (!trigrams) return [];
  const rows = db
    .prepare(
      `SELECT ${PAYMENT_COLUMNS}, transactions_text.rowid >> ${ROWID_BITS} AS second
       FROM transactions_text
       JOIN transactions ON transactions.rowid = transactions_text.rowid & ${2 ** ROWID_BITS - 1}
       WHERE transactions_text MATCH ? AND ${scope.sql}
       ORDER BY transactions_text.rowid DESC`,
    )
    .iterate(inText(trigrams.map(phrase).join(' AND ')), ...scope.params) as IterableIterator<
    PaymentRow & { second: number }
  >;
  const kept: PaymentRow[] = [];
  let lastSecond: number | null = null;
  for (const { second, ...row } of rows) {
    if (lastSecond !== null && second < lastSecond) break;
    if (!accept(row)) continue;
    kept.push(row);
    if (kept.length === want) lastSecond = second;
  }
  return kept;
}
