import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/** Whether a screen has been shown in this page already: the page's first screen is not deferred. */
let screenShown = false;

/**
 * A screen opened from the menu paints its frame (heading and skeleton) in the first frame after the tap, and
 * its content in the frames that follow: React renders the content at a deferred priority once the skeleton
 * is committed, so the browser can paint in between and a second tap is not held up by the first screen's
 * render. On a phone at 4× CPU a screen's content takes 100–150 ms to render; without this the tap shows
 * nothing until it is done. Later renders of the same screen (a filter, a page) are not deferred, and neither
 * is the first screen of a page load: nothing is on screen to keep, and a deferred render there competes with
 * the start's other work (the offline cold start took 300 ms longer).
 */
export function PaintFirst({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  const [defer] = useState(() => screenShown);
  const contentReady = useDeferredValue(true, defer ? false : undefined);
  useEffect(() => {
    screenShown = true;
  }, []);
  return contentReady ? children : skeleton;
}
