import { lazy, Suspense, useState } from 'react';
import { Box, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { Preferences } from '../features/appearance/model.ts';
import { MenuSearch } from './menu-search.tsx';
import { SavedViewsNav } from './saved-views/saved-views-nav.tsx';
import { bySection, sectionName, type NavItem } from './nav-items.ts';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

interface SidebarProps {
  items: NavItem[];
  preferences: Preferences;
  /** the phone drawer always shows the plain full list, whatever the desktop style */
  mobile: boolean;
  onNavigate: () => void;
}

function useIsActive() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (route: string) => pathname === route || pathname.startsWith(route);
}

function Entry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const isActive = useIsActive();
  return (
    <NavLink
      component={Link}
      to={item.route}
      label={<span className="bo-nav-label">{item.title}</span>}
      aria-label={item.title}
      leftSection={<item.icon size={18} />}
      active={isActive(item.route)}
      onClick={onNavigate}
      className="bo-nav-link"
    />
  );
}

/**
 * Icon Click / Icon Hover: flyout menus, a style a user chooses in the theme settings. Mantine's Menu (about
 * 4 KiB of compressed JavaScript) loads with it, not with every shell.
 */
const SectionFlyout = lazy(() =>
  import('./section-flyout.tsx').then((module) => ({ default: module.SectionFlyout })),
);
const SavedViewsRail = lazy(() =>
  import('./section-flyout.tsx').then((module) => ({ default: module.SavedViewsRail })),
);

/** Menu Click / Menu Hover: each section is a group that opens on click or on hover. */
function SectionGroup({ section, items, hover, onNavigate }: GroupProps & { hover: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <Box
      onMouseEnter={hover ? () => setOpened(true) : undefined}
      onMouseLeave={hover ? () => setOpened(false) : undefined}
    >
      <NavLink label={sectionName(section)} opened={opened} onChange={setOpened} childrenOffset={0} fw={700}>
        {items.map((item) => (
          <Entry key={item.route} item={item} onNavigate={onNavigate} />
        ))}
      </NavLink>
    </Box>
  );
}

export interface GroupProps {
  section: NavItem['section'];
  items: NavItem[];
  onNavigate: () => void;
}

/** Double Menu: a rail of sections beside the selected section's entries. */
function DoubleMenu({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const t = useT(shellMessages);
  const groups = bySection(items);
  const [selected, setSelected] = useState(groups[0]?.section ?? 'MAIN');
  const group = groups.find((candidate) => candidate.section === selected) ?? groups[0];
  return (
    <Box className="bo-double-menu">
      <Stack gap="xs" className="bo-double-rail" role="tablist" aria-label={t('menuSections')}>
        {groups.map(({ section, items: sectionItems }) => {
          const Icon = sectionItems[0]!.icon;
          return (
            <UnstyledButton
              key={section}
              role="tab"
              aria-selected={section === group?.section}
              aria-label={sectionName(section)}
              className="bo-double-tab"
              onClick={() => setSelected(section)}
            >
              <Icon size={22} />
            </UnstyledButton>
          );
        })}
      </Stack>
      <Box className="bo-double-list" role="tabpanel" aria-label={group && sectionName(group.section)}>
        <Text size="xs" fw={700} c="dimmed" px="sm" py={6}>
          {group && sectionName(group.section)}
        </Text>
        {group?.items.map((item) => (
          <Entry key={item.route} item={item} onNavigate={onNavigate} />
        ))}
      </Box>
    </Box>
  );
}

/** The sidebar of the content layout: menu search and the MAIN and MANAGE sections in the chosen style. */
export function Sidebar({ items, preferences, mobile, onNavigate }: SidebarProps) {
  const style = mobile ? null : preferences.menuStyle;
  const groups = bySection(items);
  if (style === 'icon-click' || style === 'icon-hover') {
    return (
      <Stack align="center" gap="sm" py="md">
        <Suspense>
          {groups.map((group) => (
            <SectionFlyout
              key={group.section}
              {...group}
              hover={style === 'icon-hover'}
              onNavigate={onNavigate}
            />
          ))}
          <SavedViewsRail hover={style === 'icon-hover'} />
        </Suspense>
      </Stack>
    );
  }
  return (
    <ScrollArea className="bo-sidebar" type="auto">
      <Box p="sm" className="bo-sidebar-search">
        <MenuSearch items={items} onNavigate={onNavigate} />
      </Box>
      {!mobile && preferences.sidemenu === 'doublemenu' && !style ? (
        <DoubleMenu items={items} onNavigate={onNavigate} />
      ) : (
        groups.map(({ section, items: sectionItems }) =>
          style ? (
            <SectionGroup
              key={section}
              section={section}
              items={sectionItems}
              hover={style === 'menu-hover'}
              onNavigate={onNavigate}
            />
          ) : (
            <Box key={section} component="section" aria-label={sectionName(section)}>
              <Text size="xs" fw={700} c="dimmed" px="md" pt="sm" pb={4} className="bo-nav-section">
                {sectionName(section)}
              </Text>
              {sectionItems.map((item) => (
                <Entry key={item.route} item={item} onNavigate={onNavigate} />
              ))}
            </Box>
          ),
        )
      )}
      <SavedViewsNav onNavigate={onNavigate} />
    </ScrollArea>
  );
}
