/**
 * The page the worker answers a navigation to the organizations screen with (scripts/vite/instant-balances-page.ts
 * builds it): app.html with a boot script that paints the balances last shown before the app loads
 * (scripts/vite/instant-balances.js).
 */
export const INSTANT_BALANCES_PAGE = 'instant-balances.html';

/** The organizations screen's path, with or without its trailing slash. */
export function isInstantBalancesPath(pathname: string): boolean {
  return /^\/manage\/organization\/?$/.test(pathname);
}
