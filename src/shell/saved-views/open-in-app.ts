import type { MouseEvent } from 'react';

/**
 * A plain click on a saved view's link opens it in the app, through the router (which switches to the view's
 * environment first); a click with a modifier or another button is the browser's: a new tab or window.
 */
export function openInApp(event: MouseEvent, href: string, navigate: (href: string) => void): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate(href);
}
