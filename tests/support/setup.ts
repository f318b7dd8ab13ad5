// Shared by every vitest file: DOM matchers, and the browser APIs Mantine expects that jsdom lacks.
import { beforeAll, beforeEach, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { amountsHidden, setAmountsHidden } from '../../src/lib/privacy.ts';

// findBy* waits for what a user would see; a whole shell rendering through msw and the sandbox can take more
// than the default second on a busy 2-core machine (a wait, not a timing assertion: it ends when it appears)
configure({ asyncUtilTimeout: 5000 });

// Privacy mode is module state, which outlives a test file where files share a worker: every test starts with
// amounts shown, as a device that never hid them (a test about privacy mode hides them itself).
beforeEach(() => {
  if (amountsHidden()) setAmountsHidden(false);
});

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  // jsdom defines scrollTo only to report that it is not implemented; the router scrolls on navigation.
  window.scrollTo = () => undefined;
  // Mantine's focus trap warns with the node it searched, and Node prints that node's React fiber whole
  // (thousands of lines per warning in the CI log): the message is kept, the node left out
  // (once per worker: files that share a worker run this setup each)
  if (!('withoutFocusTrapNodes' in console.warn)) {
    const warn = console.warn.bind(console);
    console.warn = Object.assign(
      (...args: unknown[]) => {
        if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]'))
          warn(args[0]);
        else warn(...args);
      },
      { withoutFocusTrapNodes: true },
    );
  }
}

/**
 * The app's test files share their worker's modules and browser window (vitest.config.ts: not isolated, a
 * third of the time went to importing the app again for each file). Each file starts from what a new visitor
 * brings: no cookies, no storage, no toasts a previous file left in Mantine's store, nothing rendered, and the
 * real clock (a file that faked timers and failed before restoring them would freeze every transition after it).
 */
beforeAll(async () => {
  vi.useRealTimers();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  const { notifications } = await import('@mantine/notifications');
  const { clearSessionCookies } = await import('../../src/session/cookies.ts');
  cleanup();
  notifications.clean();
  clearSessionCookies();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});
