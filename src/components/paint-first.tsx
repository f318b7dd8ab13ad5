import { useDeferredValue, type ReactNode } from 'react';

/**
 * A screen opened from the menu paints its frame (heading and skeleton) in the first frame after the tap, and
 * its content in the frames that follow: React renders the content at a deferred priority once the skeleton
 * is committed, so the browser can paint in between and a second tap is not held up by the first screen's
 * render. On a phone at 4× CPU a screen's content takes 100–150 ms to render; without this the tap shows
 * nothing until it is done. Later renders of the same screen (a filter, a page) are not deferred.
 */
export function PaintFirst({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  const contentReady = useDeferredValue(true, false);
  return contentReady ? children : skeleton;
}
