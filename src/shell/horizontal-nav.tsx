import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Box, Button, Group, Menu } from '@mantine/core';
import type { Preferences } from '../features/appearance/model.ts';
import { IconChevron, IconSliders } from '../components/icons.tsx';
import { SavedViewsFlyout } from './saved-views/saved-views-flyout.tsx';
import { MenuSearch } from './menu-search.tsx';
import { NavMenuItems } from './nav-menu-items.tsx';
import { bySection, sectionName, type NavItem } from './nav-items.ts';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

/** A menu's button in the row: its icon, and its name unless the style shows icons only (named either way). */
function RowMenuButton({
  name,
  icon,
  iconOnly,
  ...targetProps
}: { name: string; icon: ReactNode; iconOnly: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <Button
      {...targetProps}
      variant="subtle"
      aria-label={name}
      leftSection={icon}
      rightSection={iconOnly ? undefined : <IconChevron size={14} />}
    >
      {iconOnly ? null : name}
    </Button>
  );
}

/**
 * The horizontal navigation row (desktop): each section is a dropdown that opens on click or hover;
 * the Icon styles show only icons (the accessible name stays the section's).
 */
export function HorizontalNav({
  items,
  menuStyle,
}: {
  items: NavItem[];
  menuStyle: Preferences['menuStyle'];
}) {
  const t = useT(shellMessages);
  const hover = menuStyle === 'menu-hover' || menuStyle === 'icon-hover';
  const iconOnly = menuStyle === 'icon-click' || menuStyle === 'icon-hover';
  return (
    <Group
      h={48}
      px="md"
      gap="xs"
      wrap="nowrap"
      component="nav"
      aria-label={t('mainMenu')}
      className="bo-horizontal-nav"
      visibleFrom="md"
    >
      {bySection(items).map(({ section, items: sectionItems }) => {
        const Icon = sectionItems[0]!.icon;
        const name = sectionName(section);
        return (
          <Menu
            key={section}
            trigger={hover ? 'hover' : 'click'}
            position="bottom-start"
            // no focus placeholder: a focusable presentational child is not allowed in a menu (axe)
            withInitialFocusPlaceholder={false}
          >
            <Menu.Target>
              <RowMenuButton name={name} icon={<Icon size={18} />} iconOnly={iconOnly} />
            </Menu.Target>
            <Menu.Dropdown>
              <NavMenuItems items={sectionItems} />
            </Menu.Dropdown>
          </Menu>
        );
      })}
      <SavedViewsFlyout
        hover={hover}
        position="bottom-start"
        target={(title) => (
          <RowMenuButton name={title} icon={<IconSliders size={18} />} iconOnly={iconOnly} />
        )}
      />
      <Box ms="auto" w={260}>
        <MenuSearch items={items} />
      </Box>
    </Group>
  );
}
