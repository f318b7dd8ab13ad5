// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { routeTree } from '../../src/app/route-tree.gen.ts';
import { theme } from '../../src/app/theme.ts';

/**
 * A screen declares its heading and width once, on its route (`staticData.screen`). The shell's frame
 * (src/shell/screen-frame.tsx) shows them before the screen's own code has arrived; the screen's skeleton, and
 * then the screen, show them again. They must say the same, or the heading changes under the user's eyes:
 * each declaration is checked against its route's skeleton.
 */
// the app's routes, initialised (their full paths); the context is the app's, which no skeleton reads
const router = createRouter({ routeTree, context: {} as never });
const declared = Object.values(router.routesById).filter((route) => route.options.staticData?.screen);
const frameOf = (pathname: string) => router.getMatchedRoutes(pathname)[2]?.options.staticData?.screen;

afterEach(() => cleanup());

describe('the screens the routes declare', () => {
  it('include every screen the sidebar, the profile menu and the bell open', () => {
    expect(declared.map((route) => route.fullPath)).toEqual(
      expect.arrayContaining([
        '/main/dashboard/',
        '/main/notification',
        '/manage/apikey/',
        '/manage/onRampRequest/',
        '/manage/organization/',
        '/manage/paymentConfig/',
        '/manage/payout/',
        '/manage/profile',
        '/manage/transactions/',
      ]),
    );
  });

  for (const route of declared) {
    const { heading, size } = route.options.staticData!.screen!;
    it(`${route.fullPath}: "${heading}" (${size}), as its skeleton says`, () => {
      const Skeleton = route.options.pendingComponent as ComponentType;
      expect(Skeleton, `${route.fullPath} has no skeleton`).toBeDefined();
      render(
        <MantineProvider theme={theme}>
          <Skeleton />
        </MantineProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      // and as wide: Mantine's Container names its size in a CSS variable
      const container = document.querySelector('.mantine-Container-root');
      expect(container?.getAttribute('style')).toContain(`var(--container-size-${size})`);
    });
  }

  it('are found by the address the frame is shown for', () => {
    expect(frameOf('/manage/payout/')?.heading).toBe('Payouts');
    expect(frameOf('/main/notification')?.heading).toBe('Notifications');
  });

  it('leave a detail page and an unknown address without a frame (they keep their own loading state)', () => {
    expect(frameOf('/manage/payout/abc')).toBeUndefined();
    expect(frameOf('/manage/transactions/pay_1')).toBeUndefined();
    expect(frameOf('/manage/no-such-screen')).toBeUndefined();
    expect(frameOf('toString')).toBeUndefined();
  });
});
