import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/index.ts';
import { addPayment, type NewPayment } from '../../sandbox/money/added-payments.ts';
import {
  compareHits,
  matchedField,
  toSearchQuery,
  type SearchableFields,
} from '../../src/shared/search-rules.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import { loginTokens } from '../support/sign-in.ts';
import { moneyTestbed, START, type MoneyTestbed } from './money-helpers.ts';

/**
 * GET /v1/search with a bounded cost (issue 46 point 7): the provider answers a search through indexes SQLite
 * keeps (a trigram index of e-mails and titles, key ranges on ids, references, hashes and wallets) instead of
 * comparing every payment of the scope in JavaScript; a page goes at most 1,000 hits deep; a database made
 * before the index gets it on start. What a search finds and in which order stays what the rules say
 * (tests/sandbox/search.test.ts): here checked against a scan of the whole scope, across pages and ties.
 */
let t: MoneyTestbed;
let token: string;
let coffee: string;
let books: string;

interface Hit {
  kind: string;
  id: string;
}
interface SearchPage {
  results: Hit[];
  page: number;
  limit: number;
  hasMore: boolean;
}
type Row = Record<string, string>;

const orgId = (name: string) =>
  (t.sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get(name) as { _id: string })._id;

async function search(q: string, extra = '', tok = token, headers: Record<string, string> = {}) {
  const r = await t.call<SearchPage>('GET', `/v1/search?q=${encodeURIComponent(q)}${extra}`, tok, {
    headers,
  });
  expect(r.status, `${q}${extra}`).toBe(200);
  return r.data;
}

/** Every hit of a query, page after page of 100. */
async function allHits(q: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (let page = 1; ; page++) {
    const p = await search(q, `&limit=100&page=${page}`);
    hits.push(...p.results);
    if (!p.hasMore) return hits;
  }
}

/** What a scan of every payment of Maya's Coffee (test) finds, in the rules' order (src/shared/search-rules.ts). */
function scanned(q: string): string[] {
  const query = toSearchQuery(q);
  const rows = t.sandbox.db
    .prepare(`SELECT * FROM transactions WHERE org_id = ? AND env = 'test'`)
    .all(coffee) as Row[];
  return rows
    .flatMap((r) => {
      const fields: SearchableFields = [
        ['id', r._id, 'reference'],
        ['paymentId', r.payment_id, 'reference'],
        ['txHash', r.tx_hash, 'hash'],
        ['walletAddress', r.wallet_address, 'chain'],
        ['customerEmail', r.customer_email, 'text'],
        ['title', r.title, 'text'],
      ];
      const match = matchedField(fields, query);
      return match
        ? [{ exact: match.exact, kind: 'transaction' as const, createdAt: r.created_at!, id: r._id! }]
        : [];
    })
    .sort(compareHits)
    .map((h) => h.id);
}

let added = 0;
/** A payment of Maya's Coffee (test) made at `at` (default: a minute after the previous one). */
function pay(input: Partial<NewPayment>, at?: Date): Row {
  added += 1;
  const { payment } = addPayment(
    t.sandbox.db,
    { orgId: coffee, env: 'test', amount: 12.5, currency: 'ETH', status: 'success', ...input },
    at ?? new Date(START.getTime() + added * 60_000),
  );
  return payment as Row;
}

beforeAll(async () => {
  t = await moneyTestbed();
  token = await t.login();
  coffee = orgId("Maya's Coffee");
  books = orgId("Maya's Books");
  expect((await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token)).status).toBe(200);
  expect((await t.call('PATCH', '/v1/user/switchEnv?env=test', token)).status).toBe(200);
});

afterAll(() => t.sandbox.close());

describe('GET /v1/search: page depth', () => {
  it('serves hits up to the 1,000th, no further, and says no page follows the last it serves', async () => {
    const master = await t.login(DEMO_EMAIL.master);
    expect((await t.call('PATCH', '/v1/user/switchEnv?env=test', master)).status).toBe(200);
    // every seeded title has "order #": well over 1,000 payments of every organization in test
    const deepest = await search('order #', '&page=10&limit=100', master);
    expect([deepest.results.length, deepest.hasMore]).toEqual([100, false]);
    const at990 = await search('order #', '&page=33&limit=30', master);
    expect([at990.results.length, at990.hasMore]).toEqual([30, false]);
    expect((await search('order #', '&page=9&limit=100', master)).hasMore).toBe(true);
    for (const extra of ['&page=11&limit=100', '&page=34&limit=30', '&page=101']) {
      const r = await t.call<string>('GET', `/v1/search?q=order%20%23${extra}`, master);
      expect(r.status, extra).toBe(400);
      expect(r.data, extra).toBe('Search goes 1000 hits deep at most: page × limit must not exceed 1000');
    }
    // the contract's bound on page alone
    const r = await t.call<string>('GET', '/v1/search?q=order%20%23&page=1001&limit=1', master);
    expect(r.status).toBe(400);
  });
});

describe('GET /v1/search: the indexes it uses', () => {
  interface Ran {
    sql: string;
    params: unknown[];
  }

  /** Every statement `run` executes, with its parameters (recorded on better-sqlite3's Statement). */
  async function statementsOf(run: () => Promise<unknown>): Promise<Ran[]> {
    const proto = Object.getPrototypeOf(t.sandbox.db.prepare('SELECT 1')) as Record<string, unknown>;
    const ran: Ran[] = [];
    const originals = new Map<string, unknown>();
    for (const name of ['all', 'get', 'iterate', 'run']) {
      const original = proto[name] as (...args: unknown[]) => unknown;
      originals.set(name, original);
      proto[name] = function (this: { source: string }, ...args: unknown[]) {
        ran.push({ sql: this.source, params: args });
        return original.apply(this, args);
      };
    }
    try {
      await run();
    } finally {
      for (const [name, original] of originals) proto[name] = original;
    }
    return ran;
  }

  /** The query plan's steps of every statement a search runs. */
  async function planOf(q: string): Promise<string[]> {
    const db = t.sandbox.db;
    const ran = await statementsOf(() => search(q));
    return ran.flatMap(({ sql, params }) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
        (step) => step.detail,
      ),
    );
  }

  it('finds e-mails and titles through the trigram index, never reading the scope row by row', async () => {
    pay({ customerEmail: 'Plan-Probe.Q@Example.test', title: 'Quokka plan probe' });
    for (const q of ['plan-probe.q', 'quokka plan', 'zqxjvw']) {
      const plan = await planOf(q);
      expect(
        plan.filter((step) => /transactions_text VIRTUAL TABLE/.test(step)),
        q,
      ).not.toEqual([]);
      // a walk of a scope's payments or disputes (or of the tables) is what took seconds at 1,000,000 payments
      expect(
        plan.filter((step) => /\b(tx_scope|disputes_scope)\b|^SCAN (transactions|disputes)\b/.test(step)),
        q,
      ).toEqual([]);
    }
  });

  it('finds ids, references, hashes and wallets by a range of their index', async () => {
    const p = pay({ title: 'Range probe' });
    const dispute = pay({ currency: 'USD', dispute: { dueInHours: 48 } });
    const disputeId = (
      t.sandbox.db.prepare('SELECT _id FROM disputes WHERE payment_id = ?').get(dispute.payment_id) as Row
    )._id!;
    const cases: [string, RegExp][] = [
      [p._id!.slice(0, 8), /^SEARCH transactions USING .*\(_id>\? AND _id<\?\)/],
      [p.payment_id!.slice(0, 10), /^SEARCH transactions USING .*\(payment_id>\? AND payment_id<\?\)/],
      [p.tx_hash!.slice(0, 10), /^SEARCH transactions USING INDEX \w+ \(<expr>>\? AND <expr><\?\)/],
      [p.wallet_address!.slice(0, 10), /^SEARCH transactions USING INDEX \w+ \(<expr>>\? AND <expr><\?\)/],
      [disputeId.slice(0, 8), /^SEARCH disputes USING .*\(_id>\? AND _id<\?\)/],
    ];
    for (const [q, step] of cases) {
      const plan = await planOf(q);
      expect(
        plan.some((s) => step.test(s)),
        `${q}\n${plan.join('\n')}`,
      ).toBe(true);
      expect(
        plan.filter((s) => /\b(tx_scope|disputes_scope)\b|^SCAN (transactions|disputes)\b/.test(s)),
        q,
      ).toEqual([]);
    }
  });

  it('calls no SQL function written in JavaScript', async () => {
    const db = t.sandbox.db;
    const builtIn = new Set(
      (
        new Database(':memory:').prepare('SELECT name FROM pragma_function_list').all() as { name: string }[]
      ).map((f) => f.name),
    );
    const ran = await statementsOf(() => search('plan-probe'));
    const ours = new Set(
      (db.prepare('SELECT name FROM pragma_function_list').all() as { name: string }[])
        .map((f) => f.name)
        .filter((name) => !builtIn.has(name)),
    );
    const called = ran.flatMap(({ sql, params }) =>
      (db.prepare(`EXPLAIN ${sql}`).all(...params) as { opcode: string; p4: string | null }[])
        .filter((op) => /Func/.test(op.opcode) && ours.has(String(op.p4).replace(/\(\d+\)$/, '')))
        .map((op) => op.p4),
    );
    expect(called).toEqual([]);
  });
});

describe('GET /v1/search: the same hits as a scan of the scope', () => {
  it('pages every match of common and rare words in the rules order', async () => {
    // "order #1": every payment; "example": half of them; "grinder": one in 18; an e-mail's name: a few
    const name = (
      t.sandbox.db
        .prepare(`SELECT customer_email FROM transactions WHERE org_id = ? AND env = 'test' LIMIT 1`)
        .get(coffee) as Row
    ).customer_email!.split('@')[0]!;
    for (const q of ['order #1', 'example', 'grinder', name, 'zqxjvw']) {
      const hits = await allHits(q);
      expect(
        hits.every((h) => h.kind === 'transaction'),
        q,
      ).toBe(true);
      expect(
        hits.map((h) => h.id),
        q,
      ).toEqual(scanned(q));
    }
  });

  it('orders payments of the same second by time, then by id, on every page', async () => {
    const second = new Date('2025-05-01T08:00:00.000Z').getTime();
    const made = [900, 100, 500, 500, 500, 1999, -1].map((ms) =>
      pay({ title: 'Tie probe' }, new Date(second + ms)),
    );
    const expected = scanned('tie probe');
    expect(expected).toHaveLength(made.length);
    const pages: string[] = [];
    for (let page = 1; page <= made.length; page++) {
      const p = await search('tie probe', `&limit=1&page=${page}`);
      expect(p.hasMore).toBe(page < made.length);
      pages.push(...p.results.map((h) => h.id));
    }
    expect(pages).toEqual(expected);
    for (const limit of [2, 3])
      expect((await search('tie probe', `&limit=${limit}&page=2`)).results.map((h) => h.id)).toEqual(
        expected.slice(limit, 2 * limit),
      );
  });

  it('puts an old exact match before a page of newer partial ones', async () => {
    const exact = pay({ customerEmail: 'exact-probe@search.test' }, new Date('2025-01-02T00:00:00.000Z'));
    for (let i = 0; i < 12; i++) pay({ customerEmail: `x${i}-exact-probe@search.test` });
    const first = await search('EXACT-PROBE@search.test', '&limit=5');
    expect(first.results[0]!.id).toBe(exact._id);
    expect(first.hasMore).toBe(true);
    expect((await allHits('exact-probe@search.test')).map((h) => h.id)).toEqual(
      scanned('exact-probe@search.test'),
    );
  });

  it('finds a text whatever its case, in every alphabet', async () => {
    const p = pay({ title: 'CRÈME BRÛLÉE', customerEmail: 'ΣΟΦΙΑ.Москва@example.test' });
    expect((await search('crème brûlée')).results.map((h) => h.id)).toEqual([p._id]);
    expect((await search('σοφια.москва')).results.map((h) => h.id)).toEqual([p._id]);
  });

  it('follows a payment whose title changes, and forgets one deleted', async () => {
    const p = pay({ title: 'Before-rename probe' });
    t.sandbox.db.prepare('UPDATE transactions SET title = ? WHERE _id = ?').run('After-rename probe', p._id);
    expect((await search('before-rename')).results).toEqual([]);
    expect((await search('after-rename')).results.map((h) => h.id)).toEqual([p._id]);
    t.sandbox.db.prepare('DELETE FROM transactions WHERE _id = ?').run(p._id);
    expect((await search('after-rename')).results).toEqual([]);
  });

  it('finds nothing of another organization, even where its matches outnumber the page', async () => {
    const mine = pay({ title: 'Crowded probe' }, new Date('2025-02-01T00:00:00.000Z'));
    for (let i = 0; i < 30; i++) pay({ orgId: books, title: `Crowded probe ${i}` });
    pay({ env: 'live', title: 'Crowded probe live' });
    expect((await search('crowded probe', '&limit=1')).results.map((h) => h.id)).toEqual([mine._id]);
  });
});

describe('the text index of an existing database', () => {
  it('is built on start for a database made before it, and kept by writers that know nothing of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-search-'));
    const file = join(dir, 'sandbox.db');
    const now = () => START;
    const hitsOf = async (sandbox: Awaited<ReturnType<typeof createSandbox>>, q: string) => {
      const access = (await loginTokens(sandbox, DEMO_EMAIL.merchant)).access.token;
      const res = await sandbox.app.fetch(
        new Request(`http://sandbox.local/v1/search?q=${encodeURIComponent(q)}&limit=100`, {
          headers: { Authorization: `Bearer ${access}` },
        }),
      );
      return ((await res.json()) as { data: SearchPage }).data.results.map((h) => h.id);
    };
    try {
      const fresh = await createSandbox({ dataDir: dir, now });
      const queries = ['grinder', 'example.com', 'monthly subscription', 'zqxjvw'];
      const before = await Promise.all(queries.map((q) => hitsOf(fresh, q)));
      expect(before.slice(0, 3).every((ids) => ids.length > 0)).toBe(true);
      fresh.close();

      // the database as a version without the text index left it, with a payment written meanwhile
      const old = new Database(file);
      for (const { type, name } of old
        .prepare(
          `SELECT type, name FROM sqlite_master
           WHERE type IN ('trigger', 'index') AND tbl_name = 'transactions' AND name LIKE '%search%'`,
        )
        .all() as { type: string; name: string }[])
        old.exec(`DROP ${type} "${name}"`);
      old.exec('DROP TABLE IF EXISTS transactions_text');
      const org = old.prepare(`SELECT _id FROM organizations WHERE name = 'Maya''s Coffee'`).get() as Row;
      const insert = `INSERT INTO transactions (_id, payment_id, org_id, title, amount, currency, currency_type,
          payment_type, status, env, customer_email, captured_amount, refunded_amount, created_at, updated_at)
        VALUES (?, ?, ?, ?, 100, 'USD', 'fiat', 'card', 'success', 'test', ?, 100, 0, ?, ?)`;
      const at = '2025-06-15T11:00:00.000Z';
      old
        .prepare(insert)
        .run('eeeeeeeeeeeeeeeeeeeeee01', 'pay_upgrade_probe', org._id, 'Upgrade probe', 'u@x.test', at, at);
      old.close();

      const upgraded = await createSandbox({ dataDir: dir, now });
      expect(
        upgraded.db.prepare(`SELECT name FROM sqlite_master WHERE name = 'transactions_text'`).get(),
      ).toBeTruthy();
      expect(await Promise.all(queries.map((q) => hitsOf(upgraded, q)))).toEqual(before);
      expect(await hitsOf(upgraded, 'upgrade probe')).toEqual(['eeeeeeeeeeeeeeeeeeeeee01']);
      upgraded.close();

      // another SQLite client (no JavaScript function of the sandbox) writes a payment: it is found
      const other = new Database(file);
      other
        .prepare(insert)
        .run(
          'eeeeeeeeeeeeeeeeeeeeee02',
          'pay_other_probe',
          org._id,
          'Other client probe',
          'o@x.test',
          at,
          at,
        );
      other.close();
      const reopened = await createSandbox({ dataDir: dir, now });
      expect(await hitsOf(reopened, 'other client')).toEqual(['eeeeeeeeeeeeeeeeeeeeee02']);
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
