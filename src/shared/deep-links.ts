/** Provider ids are 24 hexadecimal characters (the contract's ObjectId). */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * The page a payout notification opens (docs/product/02-screens.md §2.1:
 * `/manage/payout/{id}?showPayment=true`), as a same-origin path. Pure, so the service worker builds the same
 * link for a system notification. Anything but an ObjectId gives null: an id from a notification is data, and
 * must never make a path that leads elsewhere.
 */
export function payoutDeepLink(payoutId: unknown): string | null {
  if (typeof payoutId !== 'string' || !OBJECT_ID.test(payoutId)) return null;
  return `/manage/payout/${payoutId}?showPayment=true`;
}
