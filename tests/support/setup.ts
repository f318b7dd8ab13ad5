// Shared by every vitest file: DOM matchers, and the browser APIs Mantine expects that jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* waits for what a user would see; a whole shell rendering through msw and the sandbox can take more
// than the default second on a busy 2-core machine (a wait, not a timing assertion: it ends when it appears)
configure({ asyncUtilTimeout: 5000 });

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
}
