import { useSyncExternalStore } from 'react';
import { rememberPrivacyForWorker } from '../shared/worker-privacy.ts';

/**
 * Privacy mode (issue 32): every amount and balance on screen becomes a fixed mask, for a phone looked at in
 * public. A setting of this device, not of the session: kept in localStorage beside the theme (it reveals
 * nothing, and logging out must not show the next person amounts the owner chose to hide), mirrored to
 * IndexedDB for the service worker, which then writes push notifications without their amount.
 *
 * `hidden` is the state now; with `startHidden`, every start of the app begins hidden whatever it was left at.
 * scripts/vite/saved-screen.js reads the same key (a saved screen with amounts is not painted at a hidden start).
 */
const PRIVACY_KEY = 'bo-privacy';

/** The mask of an amount: always five dots, so nothing of the amount's length or digits' widths shows. */
export const AMOUNT_MASK = '•••••';

export interface PrivacySettings {
  hidden: boolean;
  startHidden: boolean;
}

/** The stored settings as they were left (another tab's change); null when none or unreadable. */
function readStored(): PrivacySettings | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PRIVACY_KEY) ?? 'null') as Partial<PrivacySettings> | null;
    if (!stored || typeof stored !== 'object') return null;
    return { hidden: stored.hidden === true, startHidden: stored.startHidden === true };
  } catch {
    return null;
  }
}

/** The settings a start of the app begins with: hidden when left hidden, or when it must start hidden. */
function startSettings(): PrivacySettings {
  const stored = readStored() ?? { hidden: false, startHidden: false };
  return { hidden: stored.startHidden || stored.hidden, startHidden: stored.startHidden };
}

let settings: PrivacySettings =
  typeof localStorage === 'undefined' ? { hidden: false, startHidden: false } : startSettings();
const listeners = new Set<() => void>();

function update(next: PrivacySettings): void {
  settings = next;
  try {
    localStorage.setItem(PRIVACY_KEY, JSON.stringify(next));
  } catch {
    /* storage refused: the setting holds until the page closes */
  }
  void rememberPrivacyForWorker(next.hidden);
  for (const listener of listeners) listener();
}

/** Whether amounts are hidden now (the money module asks at each format). */
export function amountsHidden(): boolean {
  return settings.hidden;
}

export function privacySettings(): PrivacySettings {
  return settings;
}

export function setAmountsHidden(hidden: boolean): void {
  if (hidden !== settings.hidden) update({ ...settings, hidden });
}

export function toggleAmountsHidden(): void {
  setAmountsHidden(!settings.hidden);
}

/** "Start with amounts hidden": turning it on hides them now too (the user is thinking of who looks on). */
export function setStartHidden(startHidden: boolean): void {
  update({ hidden: startHidden || settings.hidden, startHidden });
}

/** Tells the worker the state the app starts in (it may have been changed in another tab, or never told). */
export function tellWorkerPrivacy(): void {
  void rememberPrivacyForWorker(settings.hidden);
}

/** Another tab of the app hid or showed amounts: this one follows (one listener for every subscriber). */
function onStorage(event: StorageEvent): void {
  if (event.key !== PRIVACY_KEY) return;
  settings = readStored() ?? { hidden: false, startHidden: false };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const VISIBLE: PrivacySettings = { hidden: false, startHidden: false };
const serverSnapshot = () => VISIBLE;

/** The settings, re-rendering the caller when they change (here or in another tab). */
export function usePrivacySettings(): PrivacySettings {
  return useSyncExternalStore(subscribe, privacySettings, serverSnapshot);
}

/**
 * Whether amounts are hidden, re-rendering the caller when that changes: every component that formats money
 * calls it (directly, or through <Money>), so a toggle reaches every amount on screen at once.
 */
export function useAmountsHidden(): boolean {
  return usePrivacySettings().hidden;
}
