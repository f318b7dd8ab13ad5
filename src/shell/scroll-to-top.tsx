import { useEffect, useState } from 'react';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '../components/icons.tsx';

/** SPEC §9: the button appears once the page has scrolled more than 100 px. */
export const SCROLL_TOP_THRESHOLD = 100;

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

/** The scroll-to-top button of the content layout. */
export function ScrollToTop() {
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD);
  return (
    <Affix position={{ bottom: 24, left: 24 }} zIndex={150}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label="Scroll to top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
