// the palette's styles travel with its chunk: Spotlight's own and its Modal's, never with the shell's
import '@mantine/core/styles/Modal.css';
import '@mantine/spotlight/styles.css';
import './palette.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { CloseButton, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useNavigate } from '@tanstack/react-router';
import { IconSearch } from '../../components/icons.tsx';
import type { PaletteRequest } from '../../lib/command-palette.ts';
import { useT } from '../../i18n/translate.ts';
import { paletteMessages } from './messages/index.ts';
import type { PaletteContext } from './palette-context.ts';
import { ScreensGroup } from './screens-group.tsx';
import { ScopeGroup } from './scope-group.tsx';
import { ActionsGroup } from './actions-group.tsx';
import { SavedViewsGroup, SavedViewDialogs, type ViewEdit } from './saved-views-group.tsx';
import { RecordsGroup } from './records-group.tsx';
import { ScanButton } from './scan-button.tsx';

// the palette's own store: its state is nobody else's (and Spotlight's default one is shared by every user)
const [store, palette] = createSpotlight();

/** What every group of the palette is given. */
export interface GroupProps {
  query: string;
  /** leaves the palette for an app path */
  go: (href: string) => void;
}

/**
 * The command palette (issue 34), on Mantine Spotlight: screens, organizations and environment, the role's
 * actions, saved views, and the records the provider's search finds. Each request from the shell opens it with
 * the request's text in the search field. Arrows move through every group's entries, Enter takes one, Escape
 * closes.
 */
export function CommandPalette({ request, items }: PaletteContext & { request: PaletteRequest }) {
  const t = useT(paletteMessages);
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [query, setQuery] = useState(request.query);
  const [shown, setShown] = useState(request);
  const [viewEdit, setViewEdit] = useState<ViewEdit | null>(null);
  const listId = `bo-palette-${useId().replace(/:/g, '')}`;
  // a new request (the same text asked twice is a new one): its text replaces whatever was typed
  if (shown !== request) {
    setShown(request);
    setQuery(request.query);
  }
  useEffect(() => {
    palette.open();
  }, [request]);

  const go = (href: string) => void navigate({ href });
  const groups: ReactNode[] = [
    <ScreensGroup key="screens" query={query} go={go} items={items} />,
    <ScopeGroup key="scope" query={query} go={go} />,
    <ActionsGroup key="actions" query={query} go={go} menuRoutes={items.map((item) => item.route)} />,
    <SavedViewsGroup key="views" query={query} go={go} onEdit={setViewEdit} />,
    // last: what the palette holds answers at once, the provider's records a moment later below it (a hash
    // matches nothing above, so its payment is still the first entry)
    <RecordsGroup key="records" query={query} go={go} />,
  ];

  return (
    <>
      <Spotlight.Root
        store={store}
        query={query}
        onQueryChange={setQuery}
        shortcut={null}
        scrollable
        maxHeight={phone ? '100dvh' : 480}
        fullScreen={phone}
        // a dialog is named by its title: here the field says what it is, so the title is for screen readers
        title={t('title')}
        classNames={{ header: 'bo-palette-header', action: 'bo-palette-action', content: 'bo-palette' }}
      >
        <Spotlight.Search
          aria-label={t('searchLabel')}
          placeholder={t('placeholder')}
          leftSection={<IconSearch size={20} />}
          rightSection={
            <Group gap={4} wrap="nowrap" pe={4}>
              <ScanButton onStart={palette.close} />
              {/* a phone has no Escape key and the palette fills its screen: a way out in reach */}
              {phone && <CloseButton size="lg" aria-label={t('close')} onClick={palette.close} />}
            </Group>
          }
          rightSectionPointerEvents="all"
          // a set width, so the placeholder ends before the buttons instead of running under them
          rightSectionWidth={phone ? 100 : 52}
          maxLength={200}
        />
        <Spotlight.ActionsList id={listId} ref={keepAnEntrySelected}>
          {groups}
        </Spotlight.ActionsList>
        {/* written by keepAnEntrySelected: the entry the arrows reached */}
        <div className="bo-palette-announcer" aria-live="polite" />
      </Spotlight.Root>
      <SavedViewDialogs edit={viewEdit} onClose={() => setViewEdit(null)} />
    </>
  );
}

/**
 * The first entry is selected whenever none is (the list changed: results arrived, a group was filtered), so
 * Enter always takes what is highlighted and the arrows start from the top; and the highlighted entry is read out
 * as the arrows move (Spotlight marks it with an attribute only, which a screen reader does not hear). A ref
 * callback on the list: it watches the list while it is mounted (the modal unmounts it when closed).
 */
function keepAnEntrySelected(list: HTMLElement | null) {
  if (!list) return;
  const announcer = list.closest('.bo-palette')?.querySelector('.bo-palette-announcer');
  let announced: Element | null = null;
  // what Spotlight's own selection does (its store's helper is not exported): the mark, then the index
  const select = () => {
    const first = list.querySelector('[data-action]');
    if (first && !list.querySelector('[data-action][data-selected]')) {
      first.setAttribute('data-selected', 'true');
      store.updateState((state) => ({ ...state, selected: 0 }));
    }
    const selected = list.querySelector('[data-action][data-selected]');
    if (announcer && selected && selected !== announced) announcer.textContent = selected.textContent;
    announced = selected;
  };
  select();
  const observer = new MutationObserver(select);
  observer.observe(list, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-selected'],
  });
  return () => observer.disconnect();
}
