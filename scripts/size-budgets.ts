import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The first-visit size budgets (issue 30): a route's first-visit JS (KiB gzip, what Chromium requests from the
 * build on a first visit) as a ratio to a floor page's, the required stack and nothing of the product
 * (bench/floors/: `sign-in` and the signed-in `shell`), built and measured in the same `npm run bench`.
 *
 * - `maxRatio` is the target, judged by the bench against the floor of the same run;
 * - `ceilingRatio` is what the size check of `npm test` (tests/e2e/size-budget.spec.ts) enforces on every build,
 *   against the floor sizes the bench last recorded (FLOOR_SIZES_FILE), so that no change makes a first visit
 *   heavier unnoticed. It is today's measured ratio rounded up, + 0.01: the app is above its targets while its
 *   weight is being cut, and each ceiling comes down to its target as it is (lower it whenever a change makes
 *   room, never raise it without saying why in the commit). The spec checks two routes, so two ceilings.
 *
 * History: issue 9 set absolute targets (sign-in 110, dashboard 200 KiB) under ceilings that rose with issues 8–28
 * to 172 and 265 KiB (the reasons are in this file's git history and docs/performance.md); the stack alone
 * weighs 113 KiB for a sign-in form (its floor), so issue 30 judges the product's share over the floors instead.
 */
export type FloorName = 'sign-in' | 'shell';

interface RouteBudget {
  floor: FloorName;
  maxRatio: number;
  ceilingRatio?: number;
}

/** route → its floor → the largest ratio of its first-visit JS to that floor's */
export const FIRST_VISIT_JS_BUDGETS = {
  // the sign-in page: 171.4 KiB over the floor's 113.2 = 1.514× on 2026-11-27; 168.9 = 1.492× once the framework
  // chunk held React and the router whole (1.53 → 1.51); 145.9 = 1.289× once what it always loads came in a few
  // files, without TanStack Query or workbox-window (1.51 → 1.30, its target); raised for issue 31's languages:
  // 148.3 = 1.310× with the translation runtime, the catalogs' keys and the language picker (about 3.2 KiB; Lingui's
  // formatter is not loaded there), less 1.1 KiB for the boot scripts now sent minified. Over its target by 1 %.
  '/': { floor: 'sign-in', maxRatio: 1.3, ceilingRatio: 1.32 },
  // the signed-in dashboard: 262.4 KiB over the floor's 191.3 = 1.372× on 2026-11-27; 255.1 = 1.334× once tokens
  // were verified with WebCrypto instead of jose (1.39 → 1.35); 228.8 = 1.196× once the entry, the signed-in
  // layout and the query cache each came in one file (1.35 → 1.21); 235.3 = 1.230× with issue 31's languages
  // (the catalogs, the shell's words; Lingui's runtime is not loaded in English; 1.21 → 1.24)
  '/main/dashboard/': { floor: 'shell', maxRatio: 1.25, ceilingRatio: 1.24 },
  // the other signed-in screens, each opened first (1.39–1.44× on 2026-11-27 after the cuts above and the
  // transactions calendar loaded on demand, 1.25–1.30× after the same files' merges; judged by the bench only)
  '/manage/transactions/': { floor: 'shell', maxRatio: 1.35 },
  '/manage/payout/': { floor: 'shell', maxRatio: 1.35 },
  '/manage/organization/': { floor: 'shell', maxRatio: 1.35 },
  '/main/notification': { floor: 'shell', maxRatio: 1.35 },
} as const satisfies Record<string, RouteBudget>;

/** The sign-in page's first-visit CSS, KiB gzip: absolute, judged by the bench and enforced by the spec. */
export const SIGN_IN_CSS_MAX_KIB = 12;

/**
 * The floors' first-visit JS as the bench last measured it, bench/floor-sizes.json: refreshed by every run of
 * its first-visit figure (`BENCH_ONLY=first-visit npm run bench`); commit it when it changes.
 */
export const FLOOR_SIZES_FILE = fileURLToPath(new URL('../bench/floor-sizes.json', import.meta.url));

export interface FloorSizes {
  /** the day of the bench run that measured them */
  date: string;
  /** the stack's versions they were measured with (package.json) */
  dependencies: Record<string, string>;
  /** first-visit JS, KiB gzip, one decimal */
  jsGzipKiB: Record<FloorName, number>;
}

/** The stack's packages whose versions move the floors (recorded beside their sizes). */
const FLOOR_DEPENDENCIES = [
  'react',
  '@mantine/core',
  '@tanstack/react-router',
  '@tanstack/react-query',
] as const;

export function readFloorSizes(file = FLOOR_SIZES_FILE): FloorSizes {
  return JSON.parse(readFileSync(file, 'utf8')) as FloorSizes;
}

/** The versions of FLOOR_DEPENDENCIES in package.json, for recording and for telling a stale record. */
export function floorDependencyVersions(
  packageJson = fileURLToPath(new URL('../package.json', import.meta.url)),
): Record<string, string> {
  const { dependencies } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(FLOOR_DEPENDENCIES.map((name) => [name, dependencies[name] ?? 'missing']));
}
