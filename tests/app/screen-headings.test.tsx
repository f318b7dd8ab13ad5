// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { routeTree } from '../../src/app/route-tree.gen.ts';
import { theme } from '../../src/app/theme.ts';
import { SCREEN_HEADINGS, screenHeadingOf } from '../../src/shell/screen-headings.ts';

/**
 * The shell's frame of a screen (src/shell/screen-frame.tsx) shows that screen's heading before the screen's
 * own code has arrived; the screen's skeleton, and then the screen, show it again. They must say the same, or
 * the heading changes under the user's eyes: each entry is checked against its route's skeleton.
 */
// the app's routes, initialised (their full paths); the context is the app's, which no skeleton reads
const router = createRouter({ routeTree, context: {} as never });
const routes = router.routesByPath as unknown as Record<string, AnyRoute | undefined>;

afterEach(() => cleanup());

describe('the headings of the shell frame', () => {
  for (const [path, entry] of Object.entries(SCREEN_HEADINGS)) {
    it(`${path}: "${entry!.heading}" (${entry!.size}), as its skeleton says`, () => {
      // the router lists an index route without its trailing slash
      const route = routes[path] ?? routes[path.replace(/\/$/, '')];
      expect(route, `no route at ${path}`).toBeDefined();
      const Skeleton = route!.options.pendingComponent as ComponentType;
      expect(Skeleton, `${path} has no skeleton`).toBeDefined();
      render(
        <MantineProvider theme={theme}>
          <Skeleton />
        </MantineProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(entry!.heading);
      // and as wide: Mantine's Container names its size in a CSS variable
      const container = document.querySelector('.mantine-Container-root');
      expect(container?.getAttribute('style')).toContain(`var(--container-size-${entry!.size})`);
    });
  }

  it('has no entry for a screen it does not know (a detail page keeps its own loading state)', () => {
    expect(screenHeadingOf('/manage/payout/abc')).toBeUndefined();
    expect(screenHeadingOf('/manage/transactions/pay_1')).toBeUndefined();
    expect(screenHeadingOf('toString')).toBeUndefined();
  });
});
