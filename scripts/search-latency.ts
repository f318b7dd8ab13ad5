/**
 * How long GET /v1/search takes at a seed scale (issue 46 point 7; the figures are in docs/performance.md,
 * "Search at scale"). For each scale it seeds a data folder as `npm start` does (SANDBOX_SEED_SCALE, here without
 * its cap: 250 is about 1,000,000 payments), signs the demo merchant in (Maya's Coffee, test) and times
 * representative searches straight into the sandbox app (no network): the median of several runs, after two
 * warm-up runs.
 *
 *   npx tsx scripts/search-latency.ts [scale ...]          (default: 1 250)
 *
 * SEARCH_BENCH_DIR keeps the seeded folders (`scale-<n>/`, reused by the next run: seeding 1,000,000 payments
 * takes minutes); without it they go to a temporary folder, removed at the end. SEARCH_BENCH_RUNS (default 9)
 * sets how many runs each median is taken over.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CLIENT_LIMITS, type ClientLimits } from '../sandbox/client-limits.ts';
import { createSandbox, type Sandbox } from '../sandbox/index.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../sandbox/demo-accounts.ts';

const scales = process.argv.slice(2).map(Number);
const runs = Number(process.env.SEARCH_BENCH_RUNS ?? 9);
const keep = process.env.SEARCH_BENCH_DIR;
const base = keep ?? mkdtempSync(join(tmpdir(), 'search-latency-'));
// a fixed clock: the same seed at every run
const NOW = new Date('2026-06-01T12:00:00.000Z');
// hundreds of searches a minute are a benchmark's, not a person's: no per-user limit
const NO_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_CLIENT_LIMITS).map(([action, limit]) => [
    action,
    { ...limit, max: Number.MAX_SAFE_INTEGER },
  ]),
) as ClientLimits;

interface Query {
  kind: string;
  q: string;
  extra?: string;
}

async function call(sandbox: Sandbox, path: string, init: RequestInit = {}) {
  const response = await sandbox.app.fetch(new Request(`http://sandbox.local${path}`, init));
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

async function signIn(sandbox: Sandbox): Promise<string> {
  const { status, body } = await call(sandbox, '/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD }),
  });
  const tokens = (body.data as { tokens?: { access: { token: string } } }).tokens;
  if (status !== 200 || !tokens) throw new Error(`sign-in failed: ${status}`);
  return tokens.access.token;
}

/** The searches timed: words of the seed, and keys of the merchant's newest crypto payment (Maya's Coffee, test). */
function queriesOf(sandbox: Sandbox): Query[] {
  const p = sandbox.db
    .prepare(
      `SELECT t._id, t.customer_email, t.tx_hash, t.wallet_address FROM transactions t
       JOIN organizations o ON o._id = t.org_id
       WHERE o.name = 'Maya''s Coffee' AND t.env = 'test' AND t.tx_hash IS NOT NULL
       ORDER BY t.created_at DESC LIMIT 1`,
    )
    .get() as { _id: string; customer_email: string; tx_hash: string; wallet_address: string };
  return [
    // a part of the seed's e-mails ("felix.kim42@…", "felix.kim4@…"): about one payment in 1,500
    { kind: 'e-mail fragment', q: 'felix.kim4' },
    { kind: 'whole e-mail (exact)', q: p.customer_email },
    // one product in 18 of the seed's titles
    { kind: 'title word', q: 'grinder' },
    { kind: 'id prefix', q: p._id.slice(0, 8) },
    { kind: 'hash prefix', q: p.tx_hash.slice(0, 12) },
    { kind: 'wallet prefix', q: p.wallet_address.slice(0, 12) },
    { kind: 'no match', q: 'zqxjvw' },
    // every seeded title ("Flat white — order #10023"): hits 481 to 500, then the deepest page served (981 to
    // 1,000; at scale 1 the scope has fewer: the page is empty, every hit read)
    { kind: 'deep page (25 × 20)', q: 'order #', extra: '&page=25&limit=20' },
    { kind: 'deepest page (50 × 20)', q: 'order #', extra: '&page=50&limit=20' },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(scale: number): Promise<void> {
  const dir = join(base, `scale-${scale}`);
  mkdirSync(dir, { recursive: true });
  const fresh = !existsSync(join(dir, 'sandbox.db'));
  let at = performance.now();
  const sandbox = await createSandbox({
    dataDir: dir,
    seedScale: scale,
    now: () => NOW,
    clientLimits: NO_LIMITS,
  });
  const started = performance.now() - at;
  try {
    const { n } = sandbox.db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number };
    console.log(
      `\nscale ${scale}: ${n.toLocaleString('en')} payments; ${fresh ? 'seeded' : 'opened'} in ${(started / 1000).toFixed(1)} s`,
    );
    const token = await signIn(sandbox);
    const headers = { Authorization: `Bearer ${token}` };
    const queries = queriesOf(sandbox);
    const times = queries.map((): number[] => []);
    const hits = queries.map(() => 0);
    // interleaved rounds (every query once per round), the first two to warm up: a busy moment of the machine
    // weighs on every query alike
    for (let round = 0; round < runs + 2; round++) {
      for (const [i, { q, extra = '' }] of queries.entries()) {
        const path = `/v1/search?q=${encodeURIComponent(q)}${extra}`;
        at = performance.now();
        const { status, body } = await call(sandbox, path, { headers });
        const ms = performance.now() - at;
        if (status !== 200) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
        hits[i] = (body.data as { results: unknown[] }).results.length;
        if (round >= 2) times[i]!.push(ms);
      }
    }
    const fixed = (v: number) => v.toFixed(v < 10 ? 2 : 0);
    console.log('| search | query | hits on the page | median ms | min ms | max ms |');
    console.log('| --- | --- | --: | --: | --: | --: |');
    for (const [i, { kind, q }] of queries.entries()) {
      const t = times[i]!;
      console.log(
        `| ${kind} | \`${q}\` | ${hits[i]} | ${fixed(median(t))} | ${fixed(Math.min(...t))} | ${fixed(Math.max(...t))} |`,
      );
    }
  } finally {
    sandbox.close();
  }
}

try {
  for (const scale of scales.length ? scales : [1, 250]) await measure(scale);
} finally {
  if (!keep) rmSync(base, { recursive: true, force: true });
}
