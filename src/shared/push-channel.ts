/**
 * The messages between the app's windows and its service worker about Web Push (postMessage both ways). Their
 * own module, so the shell's bell carries these names and nothing of the push message's parsing.
 */
/** The message the worker posts to the app's windows after a push: refresh the bell (and so the badge). */
export const PUSH_RECEIVED_MESSAGE = 'bo:push-received';
/** The message a window posts to the worker with the bell's unread count, the base the worker counts up from. */
export const UNREAD_COUNT_MESSAGE = 'bo:unread-count';
/** The message the worker posts to a window it cannot navigate itself (not controlled): go to `url`. */
export const PUSH_NAVIGATE_MESSAGE = 'bo:navigate';
