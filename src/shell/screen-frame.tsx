import '@mantine/core/styles/Skeleton.css';
import type { ReactNode } from 'react';
import { Container, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';

/**
 * The screen area. A tap on a menu entry shows the next screen's heading and a skeleton in the render of the
 * tap itself, while the router fetches that screen's code and then its data (both in the screen's chunk, which
 * the shell cannot render before it arrives); without this, the previous screen stays, unanswered, for
 * 200–500 ms on a phone. The heading and width are the screen's declaration (`staticData.screen` on its
 * route, in the route tree the shell already has). Only for another screen that declares them (a detail page
 * keeps its own loading state; not for a filter or a page of the same screen), and only once a screen has
 * been shown: the first screen of a page load has its own loading state.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const router = useRouter();
  const next = useRouterState({
    select: (state) =>
      state.status === 'pending' &&
      state.resolvedLocation !== undefined &&
      state.location.pathname !== state.resolvedLocation.pathname
        ? state.location.pathname
        : null,
  });
  const screen = next === null ? undefined : router.getMatchedRoutes(next)[2]?.options.staticData?.screen;
  if (!screen) return children;
  return (
    <Container size={screen.size} py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Title order={1} size="h2">
          {screen.heading}
        </Title>
        <VisuallyHidden role="status">Loading {screen.heading.toLowerCase()}…</VisuallyHidden>
        {[0, 1, 2, 3].map((bar) => (
          <Skeleton key={bar} height={bar === 0 ? 36 : 56} radius="md" />
        ))}
      </Stack>
    </Container>
  );
}
