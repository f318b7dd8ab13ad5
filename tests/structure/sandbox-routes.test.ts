import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A sandbox route parses the request, calls named functions of the data modules (sandbox/users.ts,
 * sandbox/orgs.ts, sandbox/money/…) and shapes the answer; the SQL lives in those modules, where a query two
 * routes need is written once and a transaction is kept whole. A route file with SQL of its own breaks that.
 */
const root = resolve(import.meta.dirname, '../..');
const routesDir = join(root, 'sandbox/routes');

function tsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFilesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The SQL a source holds: a prepared statement, an exec, or a string that starts with a statement keyword in
 * capitals (a message such as 'Select an organization first' is not SQL).
 */
const SQL_SIGNS = [/\.prepare\(/g, /\.exec\(/g, /['"`]\s*(?:SELECT|INSERT|UPDATE|DELETE)\b/g];

/** Each place the source holds SQL, as `line N: what matched` (a statement may start on the next line). */
function sqlIn(source: string): string[] {
  return SQL_SIGNS.flatMap((sign) =>
    [...source.matchAll(sign)].map((match) => {
      const line = source.slice(0, match.index).split('\n').length;
      return `line ${line}: ${match[0].trim()}`;
    }),
  );
}

describe('the sandbox routes hold no SQL', () => {
  const routeFiles = tsFilesUnder(routesDir);

  it('finds the route files, money routes included', () => {
    const names = routeFiles.map((path) => relative(routesDir, path));
    expect(names).toEqual(expect.arrayContaining(['team.ts', 'money/payouts.ts']));
  });

  it.each(routeFiles.map((path) => [relative(root, path), path]))(
    '%s calls the data modules instead of writing SQL',
    (_name, path) => {
      expect(sqlIn(readFileSync(path, 'utf8'))).toEqual([]);
    },
  );

  it.each([
    "db.prepare('SELECT 1').get();",
    "deps.db\n  .prepare('DELETE FROM members WHERE org_id = ?')",
    "db.exec('VACUUM');",
    'const q = `SELECT * FROM payouts WHERE _id = ?`;',
    "const q = 'INSERT INTO images (file_id) VALUES (?)';",
    'const q = "UPDATE users SET name = ?";',
    'const q = `\n  DELETE FROM notifications`;',
  ])('would catch %j', (code) => {
    expect(sqlIn(code)).not.toEqual([]);
  });

  it('leaves messages that only read like SQL alone', () => {
    const code = [
      "throw new ApiError(422, 'Select an organization first');",
      "ok(c, { message: 'Updated' });",
      'const deleted = removeMember(db, orgId, userId);',
    ].join('\n');
    expect(sqlIn(code)).toEqual([]);
  });
});
