// Shared by every vitest file: DOM matchers, and the browser APIs Mantine expects that jsdom lacks.
import '@testing-library/jest-dom/vitest';

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
