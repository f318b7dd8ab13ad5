import { ActionIcon, Menu } from '@mantine/core';
import { IconSliders } from '../components/icons.tsx';
import { SavedViewsFlyout } from './saved-views/saved-views-flyout.tsx';
import { NavMenuItems } from './nav-menu-items.tsx';
import { sectionName } from './nav-items.ts';
import type { GroupProps } from './sidebar.tsx';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

/** Icon Click / Icon Hover: a narrow rail; each section's entries open as a flyout menu. */
export function SectionFlyout({ section, items, hover }: GroupProps & { hover: boolean }) {
  const t = useT(shellMessages);
  const first = items[0]!;
  return (
    <Menu
      trigger={hover ? 'hover' : 'click'}
      position="right-start"
      withinPortal
      // no focus placeholder: a focusable presentational child is not allowed in a menu (axe)
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="xl"
          aria-label={t('sectionMenu', { section: sectionName(section) })}
        >
          <first.icon size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{sectionName(section)}</Menu.Label>
        <NavMenuItems items={items} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The rail's "Saved views": one more icon, whose flyout lists them (none while there are none). */
export function SavedViewsRail({ hover }: { hover: boolean }) {
  return (
    <SavedViewsFlyout
      hover={hover}
      position="right-start"
      target={(title) => (
        <ActionIcon variant="subtle" size="xl" aria-label={title}>
          <IconSliders size={22} />
        </ActionIcon>
      )}
    />
  );
}
