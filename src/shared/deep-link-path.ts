/*
 * Apart from deep-links.ts: the app's shell reads it in every signed-in page (the worker's navigate message),
 * which needs none of the builders.
 */
const SCOPE_SUFFIX = '(?:[?&]org=[0-9a-f]{24}&env=(?:test|live))?';
/** Every address a notification links to (the builders of deep-links.ts), and nothing else. */
const DEEP_LINK_PATHS = [
  new RegExp(`^/manage/payout/[0-9a-f]{24}\\?showPayment=true${SCOPE_SUFFIX}$`, 'i'),
  new RegExp(`^/manage/transactions/[A-Za-z0-9_-]{1,64}${SCOPE_SUFFIX}$`),
  new RegExp(`^/main/digest/[0-9a-f]{24}${SCOPE_SUFFIX}$`, 'i'),
  new RegExp(`^/manage/alerts/${SCOPE_SUFFIX}$`, 'i'),
];

/**
 * A link the service worker asks a window to open (a notification's click it could not navigate for): followed
 * only when it is exactly one deep-links.ts makes, a same-origin path to a record; null otherwise.
 */
export function deepLinkPath(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  return DEEP_LINK_PATHS.some((path) => path.test(url)) ? url : null;
}
