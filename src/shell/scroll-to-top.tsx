import { useEffect, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconArrowUp } from '../components/icons.tsx';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

/** docs/product/09-constants.md §9.3: the button appears once the page has scrolled more than 100 px. */
const SCROLL_TOP_THRESHOLD = 100;

/**
 * Whether the window is scrolled more than `threshold` px, from its scroll events. Not Mantine's
 * useWindowScroll: that one reads the position as it mounts, which forces a layout in the middle of the first
 * render's effects (about 55 ms at 4× CPU on the dashboard), and re-renders on every scroll event; this one
 * re-renders only when the answer changes. A page opened at the top has not scrolled; a restored scroll
 * position comes with its scroll event.
 */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/**
 * The content layout's scroll-to-top button. On a wide screen it sits in the header, which stays on screen, so
 * it covers nothing; its place is kept while it is hidden (hidden from screen readers too), so nothing in the
 * header moves when it appears. A phone's header has no room to spare (issue 47: it pushed Search off the
 * screen), so there it floats in the page's bottom corner (`floating`), under the open navigation drawer, and
 * only once the page is scrolled.
 */
export function ScrollToTop({ floating = false }: { floating?: boolean }) {
  const t = useT(shellMessages);
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD);
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('scrollToTop')}
      className={floating ? 'bo-scroll-top bo-scroll-top-floating' : 'bo-scroll-top'}
      data-shown={scrolled || undefined}
      radius={floating ? 'xl' : undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <IconArrowUp />
    </ActionIcon>
  );
}
