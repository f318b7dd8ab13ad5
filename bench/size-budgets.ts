/**
 * The first-visit size budgets (KiB, gzip) of issue 9, in one place: `npm run bench` judges them and the size
 * check of `npm test` (tests/e2e/size-budget.spec.ts) enforces them on every build.
 */
export const SIZE_BUDGETS_KIB = {
  signIn: { js: 110, css: 12 },
  /** the signed-in shell and the dashboard route; chart code may load after the first content */
  dashboard: { js: 200 },
} as const;
