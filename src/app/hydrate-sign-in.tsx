/**
 * The sign-in screen is in the page before any script runs (scripts/vite/prerender-sign-in.ts writes it into
 * #root, marked `data-prerender`). Where the page's guard script (scripts/vite/prerender-guard.js) left it shown,
 * the app hydrates it: React takes over the very elements the user may already be typing into, so what was
 * typed, the focus and the caret stay where they are. Its first render produces exactly the prerendered markup
 * (what the real configuration, key or theme change shows right after it: src/lib/hydration.ts).
 */

import { useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useAfterHydration } from '../lib/hydration.ts';
import { warnRecoverableError } from './recoverable-error.ts';

const PRERENDERED = 'data-prerender';
/** put on <html> by the guard where the screen does not belong (another path or brand, a session) */
const HIDDEN = 'data-prerender-hidden';
/** put on a form by the guard when its "Sign in" came before the app ran (a native submit would reload) */
const HELD_BACK = 'data-submit-requested';

/** Whether the page shows a prerendered screen the app should hydrate. */
export function showsPrerenderedScreen(container: Element): boolean {
  return container.hasAttribute(PRERENDERED) && !container.ownerDocument.documentElement.hasAttribute(HIDDEN);
}

/** Empties a prerendered screen the guard hid, so that the app renders into #root afresh, shown. */
export function discardPrerenderedScreen(container: Element): void {
  if (!container.hasAttribute(PRERENDERED)) return;
  container.replaceChildren();
  container.removeAttribute(PRERENDERED);
}

/** Runs `run` once, in the commit after hydration where the page's real state shows, before a paint. */
function OnceLive({ run, children }: { run: () => void; children: ReactNode }) {
  const live = useAfterHydration(true, false);
  useLayoutEffect(() => {
    if (live) run();
  }, [live, run]);
  return children;
}

/**
 * Hydrates the prerendered screen in `container` with `app`. Once live, the page's style for the prerender
 * (the identity provider's button unseen, a custom colour over the brand's) and the guard step aside, and a
 * "Sign in" the guard held back is sent, once, with what the fields hold. (From the hydration's start React
 * handles a press itself: it hydrates at once when the user presses a key or a button.)
 */
export function hydratePrerenderedScreen(container: HTMLElement, app: ReactNode): void {
  const heldBack = [...container.querySelectorAll<HTMLFormElement>(`form[${HELD_BACK}]`)];
  let done = false;
  const goLive = () => {
    if (done) return; // StrictMode runs a layout effect twice in development
    done = true;
    container.removeAttribute(PRERENDERED);
    for (const form of heldBack) {
      form.removeAttribute(HELD_BACK);
      if (form.isConnected) form.requestSubmit();
    }
  };
  hydrateRoot(container, <OnceLive run={goLive}>{app}</OnceLive>, {
    onRecoverableError: warnRecoverableError,
  });
}
