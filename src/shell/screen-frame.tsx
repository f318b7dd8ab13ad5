import '@mantine/core/styles/Skeleton.css';
import type { ReactNode } from 'react';
import { Container, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useLocale } from '../i18n/locale-store.ts';
import { intlLocaleOf } from '../i18n/locales.ts';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

/**
 * A heading as a word inside a sentence ("Loading payouts…"): its first letter in lower case, unless the first
 * word is an acronym ("API keys" stays).
 */
function inSentence(heading: string, locale: string): string {
  const [first = '', second = ''] = heading;
  if (second !== second.toLocaleLowerCase(locale)) return heading;
  return first.toLocaleLowerCase(locale) + heading.slice(first.length);
}

/**
 * The screen area. A tap on a menu entry shows the next screen's heading and a skeleton in the render of the
 * tap itself, while the router fetches that screen's code and then its data (both in the screen's chunk, which
 * the shell cannot render before it arrives); without this, the previous screen stays, unanswered, for
 * 200–500 ms on a phone. The heading and width are the screen's declaration (`staticData.screen` on its
 * route, in the route tree the shell already has; the heading in the language spoken now). Only for another
 * screen that declares them (a detail page keeps its own loading state; not for a filter or a page of the same
 * screen), and only once a screen has been shown: the first screen of a page load has its own loading state.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const t = useT(shellMessages);
  const locale = intlLocaleOf(useLocale());
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
  const heading = screen.heading;
  return (
    <Container size={screen.size} py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Title order={1} size="h2">
          {heading}
        </Title>
        <VisuallyHidden role="status">
          {t('loadingScreen', { screen: inSentence(heading, locale) })}
        </VisuallyHidden>
        {[0, 1, 2, 3].map((bar) => (
          <Skeleton key={bar} height={bar === 0 ? 36 : 56} radius="md" />
        ))}
      </Stack>
    </Container>
  );
}
