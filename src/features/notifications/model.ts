import type { DismissalPhase } from './dismissals.ts';
import type { Notification } from './queries.ts';

type Dismissals = ReadonlyMap<string, { notification: Notification; phase: DismissalPhase }>;

/**
 * The kinds the bell and the notifications page show: payout (docs/product/03-entities.md §3.3, the spec's only
 * one) and issue 32's; a kind this build does not know (a newer provider's) is skipped, as the contract asks.
 */
const SHOWN_KINDS: readonly string[] = [
  'payout',
  'dispute',
  'disputeDeadline',
  'refund',
  'payment',
  'alert',
  'digest',
] satisfies Notification['channelConfig']['type'][];

function isShown(notification: Notification): boolean {
  return SHOWN_KINDS.includes(notification.channelConfig.type);
}

/** What a list shows: the notifications of the kinds shown, without those dismissed (those sliding out stay until hidden). */
export function visibleNotifications(items: readonly Notification[], dismissals: Dismissals): Notification[] {
  return items.filter((item) => isShown(item) && dismissals.get(item._id)?.phase !== 'hidden');
}

/**
 * The unread count every screen shows: the provider's, less the unread notifications the user has dismissed
 * and the provider has not yet been told about (so the count drops the moment one is dismissed, and comes
 * back with an undo).
 */
export function unreadShown(unreadCount: number, dismissals: Dismissals): number {
  let pending = 0;
  for (const { notification } of dismissals.values()) if (!notification.read) pending++;
  return Math.max(0, unreadCount - pending);
}

/** The total the page shows, less the dismissals not yet sent. */
export function totalShown(totalResults: number, dismissals: Dismissals): number {
  return Math.max(0, totalResults - dismissals.size);
}

/** Pages fetched at different moments may overlap (a notification arrived in between): each once, first wins. */
export function uniqueById<T extends { _id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item._id) && seen.add(item._id));
}
