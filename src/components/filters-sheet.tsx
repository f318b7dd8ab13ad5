import { useState, type ComponentType, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSliders } from './icons.tsx';
import { WIDE_SCREEN_QUERY } from './responsive-table.tsx';
import { RichText } from '../i18n/rich-text.tsx';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';
import type { FiltersSheetDrawerProps } from './filters-sheet-drawer.tsx';
import { loadSheet } from './filters-sheet-loader.ts';

type SheetComponent = ComponentType<FiltersSheetDrawerProps>;
/** Starts the download early; a failure is the press's to handle (below). */
const prefetchSheet = () => void loadSheet().catch(() => undefined);

interface FiltersSheetProps {
  /** the list's search field: always on screen, at every width */
  search: ReactNode;
  /** how many of the filters in `children` narrow the list now (shown on the button, and said by it) */
  activeCount: number;
  /** the other filters: inline on a wide screen, in a sheet from the bottom on a phone */
  children: ReactNode;
}

/**
 * A list's filters without pushing its rows off a phone's first screen: below 992 px (the width at which the
 * rows become cards and the sidebar a drawer, WIDE_SCREEN_QUERY) only the search field stays, beside a
 * "Filters" button that opens the rest in a bottom sheet; on a wide screen everything stays inline as before.
 * The width is read synchronously so the first paint is already the right form (no shift after it).
 */
export function FiltersSheet({ search, activeCount, children }: FiltersSheetProps) {
  const t = useT(componentsMessages);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, true, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  const [Sheet, setSheet] = useState<SheetComponent | null>(null);
  // the sheet's code could not be fetched (offline, and never opened before): the filters open in the page
  const [inPage, setInPage] = useState(false);
  const open = () => {
    setOpened(true);
    if (!Sheet)
      loadSheet().then(
        (module) => setSheet(() => module.FiltersSheetDrawer),
        () => setInPage(true),
      );
  };
  if (wide)
    return (
      <Stack gap="sm">
        {search}
        {children}
      </Stack>
    );
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
        <Button
          variant="default"
          h={44}
          miw={44}
          aria-haspopup="dialog"
          leftSection={<IconSliders size={18} />}
          // a pointer on its way or the keyboard's focus starts the sheet's download before the press
          onPointerEnter={prefetchSheet}
          onFocus={prefetchSheet}
          onClick={open}
        >
          {/* the name is the visible words plus what the number means: "Filters 2 active" */}
          {activeCount > 0 ? (
            <RichText
              text={t('filtersActive', { count: activeCount })}
              parts={{
                count: (chunk) => (
                  <Badge component="span" size="sm" circle ms={6}>
                    {chunk}
                  </Badge>
                ),
                hidden: (chunk) => <VisuallyHidden component="span">{chunk}</VisuallyHidden>,
              }}
            />
          ) : (
            t('filters')
          )}
        </Button>
      </Group>
      {/* mounted from the first opening on, so that its closing still animates */}
      {Sheet && (
        <Sheet opened={opened} onClose={() => setOpened(false)} title={t('filters')}>
          {children}
        </Sheet>
      )}
      {inPage && opened && !Sheet && (
        <Stack gap="md" role="group" aria-label={t('filters')}>
          {children}
          <Button h={44} fullWidth onClick={() => setOpened(false)}>
            {t('showList')}
          </Button>
        </Stack>
      )}
    </>
  );
}
