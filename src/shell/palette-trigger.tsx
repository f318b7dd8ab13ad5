import { lazy, Suspense, useEffect, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSearch } from '../components/icons.tsx';
import { commandPalette, type PaletteRequest } from '../lib/command-palette.ts';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';
import type { PaletteContext } from './palette/palette-context.ts';

// the palette (Spotlight, its styles, its words) is its own chunk, fetched at the first request only
const CommandPalette = lazy(() =>
  import('./palette/command-palette.tsx').then((module) => ({ default: module.CommandPalette })),
);

/** Ctrl+K, or Cmd+K on a Mac: heard in fields too, as in every app that has a palette. */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/**
 * The palette's host in the signed-in layout: listens for requests (the key, the header's button, the share
 * target) and renders nothing until the first one, then the palette, with each request's text.
 */
export function PaletteHost(context: PaletteContext) {
  const [request, setRequest] = useState<PaletteRequest | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      commandPalette.open();
    };
    window.addEventListener('keydown', onKey);
    const stopListening = commandPalette.listen(setRequest);
    return () => {
      window.removeEventListener('keydown', onKey);
      stopListening();
    };
  }, []);
  if (!request) return null;
  return (
    <Suspense>
      <CommandPalette request={request} {...context} />
    </Suspense>
  );
}

/** The header's search button: opens the palette (on a phone, where there is no keyboard shortcut to press). */
export function SearchButton() {
  const t = useT(shellMessages);
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('search')}
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => commandPalette.open()}
    >
      <IconSearch />
    </ActionIcon>
  );
}
