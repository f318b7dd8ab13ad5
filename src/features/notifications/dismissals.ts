import { useSyncExternalStore } from 'react';
import type { Notification } from './queries.ts';

/** docs/product/09-constants.md §9.3: a dismissed notification slides out for 900 ms before it is removed. */
export const DISMISS_ANIMATION_MS = 900;

/** `leaving`: sliding out; `hidden`: removed from every list, the undo still offered or the call on its way. */
export type DismissalPhase = 'leaving' | 'hidden';

interface Dismissal {
  notification: Notification;
  phase: DismissalPhase;
  /** sends the dismissal to the provider; `keepalive` while the page is being closed */
  send: (keepalive: boolean) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
  sent: boolean;
}

/**
 * The dismissals the user has made and can still undo, shared by the bell and the page (module state: a
 * dismissal outlives the screen it was made on while its undo toast is shown). Nothing reaches the provider
 * until the undo is no longer offered: the toast has closed, or the page is being left.
 */
let dismissals: ReadonlyMap<string, Dismissal> = new Map();
const listeners = new Set<() => void>();

function update(change: (next: Map<string, Dismissal>) => void): void {
  const next = new Map(dismissals);
  change(next);
  dismissals = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dismissals in progress, by notification id (a new map at every change). */
export function useDismissals(): ReadonlyMap<string, Pick<Dismissal, 'notification' | 'phase'>> {
  return useSyncExternalStore(
    subscribe,
    () => dismissals,
    () => dismissals,
  );
}

let leavingListenerAdded = false;
/** Leaving the app (tab closed, reload, another site): every pending dismissal is sent now. */
function sendAllOnPageHide(): void {
  if (leavingListenerAdded || typeof window === 'undefined') return;
  leavingListenerAdded = true;
  window.addEventListener('pagehide', () => {
    for (const id of dismissals.keys()) sendDismissal(id, true);
  });
}

/**
 * Starts a dismissal: the notification slides out for `animationMs` (0 under reduced motion), then is hidden.
 * `send` is called once, by `sendDismissal`.
 */
export function startDismissal(
  notification: Notification,
  animationMs: number,
  send: Dismissal['send'],
): void {
  const id = notification._id;
  if (dismissals.has(id)) return;
  sendAllOnPageHide();
  const hide = () =>
    update((next) => {
      const current = next.get(id);
      if (current) next.set(id, { ...current, phase: 'hidden', timer: undefined });
    });
  const timer = animationMs > 0 ? setTimeout(hide, animationMs) : undefined;
  update((next) => next.set(id, { notification, phase: 'leaving', send, timer, sent: false }));
  if (animationMs <= 0) hide();
}

/** Undo: the notification is back where it was, and nothing is sent. */
export function undoDismissal(id: string): void {
  const current = dismissals.get(id);
  if (!current || current.sent) return;
  clearTimeout(current.timer);
  update((next) => next.delete(id));
}

/** The undo is over: the dismissal goes to the provider (once). */
export function sendDismissal(id: string, keepalive = false): void {
  const current = dismissals.get(id);
  if (!current || current.sent) return;
  clearTimeout(current.timer);
  update((next) => next.set(id, { ...current, phase: 'hidden', timer: undefined, sent: true }));
  current.send(keepalive);
}

/** The provider has the dismissal (the caches no longer list it) or refused it (it shows again). */
export function settleDismissal(id: string): void {
  update((next) => next.delete(id));
}
