import { ActionIcon, Menu } from '@mantine/core';
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
    <Menu trigger={hover ? 'hover' : 'click'} position="right-start" withinPortal>
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
