import { useDeferredValue, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { dismissSavedScreen, markScreenShown, savedScreenShown } from '../lib/saved-screen.ts';

/** Whether a screen has been shown in this page already: the page's first screen is not deferred. */
let screenShown = false;
/** Screens whose content is on screen now (one, but for the moment two swap). */
let contentMounted = 0;
/** Error views on screen now: a screen that failed while rendering shows one in place of its content. */
let failuresMounted = 0;

/** True while a screen's content (not its skeleton, nor an error) is on screen: what the saved screen may record. */
export const screenContentShown = () => contentMounted > 0 && failuresMounted === 0;

/**
 * For a screen's error view: while it is on screen, what is shown is not the screen's content. Needed where
 * the error replaces the content inside the route (a render that failed), which leaves `PaintFirst` around it.
 */
export function useScreenFailed(): void {
  useLayoutEffect(() => {
    failuresMounted++;
    return () => {
      failuresMounted--;
    };
  }, []);
}

/**
 * Committed with a screen's content: the screen the page painted before the app (src/lib/saved-screen.ts)
 * gives way to the app's own in this same commit, so no frame shows neither.
 */
function ContentShown() {
  useLayoutEffect(() => {
    const savedScreenPaintedFirst = savedScreenShown();
    dismissSavedScreen();
    markScreenShown(savedScreenPaintedFirst);
    contentMounted++;
    return () => {
      contentMounted--;
    };
  }, []);
  return null;
}

/**
 * A screen opened from the menu paints its frame (heading and skeleton) in the first frame after the tap, and
 * its content in the frames that follow: React renders the content at a deferred priority once the skeleton
 * is committed, so the browser can paint in between and a second tap is not held up by the first screen's
 * render. On a phone at 4× CPU a screen's content takes 100–150 ms to render; without this the tap shows
 * nothing until it is done. Later renders of the same screen (a filter, a page) are not deferred, and neither
 * is the first screen of a page load: nothing is on screen to keep, and a deferred render there competes with
 * the start's other work (the offline cold start took 300 ms longer).
 *
 * `loaded`: whether `children` show the screen's content; false while its route still loads (the route's own
 * pending view is inside `children`) or has failed, when nothing may count as the screen's content yet.
 */
export function PaintFirst({
  skeleton,
  loaded = true,
  children,
}: {
  skeleton: ReactNode;
  loaded?: boolean;
  children: ReactNode;
}) {
  const [defer] = useState(() => screenShown);
  const contentReady = useDeferredValue(true, defer ? false : undefined);
  useEffect(() => {
    screenShown = true;
  }, []);
  if (!contentReady) return skeleton;
  return (
    <>
      {children}
      {loaded && <ContentShown />}
    </>
  );
}
