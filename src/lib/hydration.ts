import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * `live` once the page's own render has taken over; `prerendered` in the build's prerender of the sign-in
 * screen (src/app/prerender.tsx) and in the browser's hydration of it (src/main.tsx), whose first render must
 * produce exactly the prerendered markup, or React throws the markup away with what the user typed in it. React
 * renders again at once with `live` after hydrating (a store's server snapshot); a page rendered by the browser
 * alone (another path, the tests) has `live` from its first render.
 */
export function useAfterHydration<T>(live: T, prerendered: T): T {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return hydrated ? live : prerendered;
}
