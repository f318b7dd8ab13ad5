import { ActionIcon, AppShell, Box, Burger, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Brand } from '../shared/brands.ts';
import { EnvBadge } from '../features/environment/components/env-badge.tsx';
import { EnvSwitch } from '../features/environment/components/env-switch.tsx';
import { IconSettings } from '../components/icons.tsx';
import { PrivacyToggle } from './privacy-toggle.tsx';
import { SearchButton } from './palette-trigger.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { OrgSelector } from '../features/organizations/components/org-selector.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import type { ReactNode } from 'react';
import { DASHBOARD_PATH } from '../lib/menu.ts';
import type { Env } from '../session/scope.ts';
import { ScopeChip } from './scope-chip.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

interface HeaderProps {
  brand: Brand;
  burger: { opened: boolean; onToggle: () => void; desktop: boolean };
  user: {
    id: string | undefined;
    name: string;
    avatar: string | null | undefined;
    role: string;
    isMaster: boolean;
  };
  /** whose data is on screen, in which environment (a phone's header names both) */
  scope: { name: string; env: Env };
  /** opens the phone's navigation drawer (the organization selector and Test mode switch are there) */
  onOpenDrawer: () => void;
  onOpenTheme: () => void;
  /** the horizontal navigation row, when that layout is chosen (desktop only) */
  horizontalNav: ReactNode;
  /** a wide screen's header holds the scroll-to-top button; a phone's floats (content-layout.tsx) */
  wide: boolean;
}

/** The top header of the content layout (docs/product/02-screens.md §2.5). */
export function Header({
  brand,
  burger,
  user,
  scope,
  onOpenDrawer,
  onOpenTheme,
  horizontalNav,
  wide,
}: HeaderProps) {
  const t = useT(shellMessages);
  return (
    <AppShell.Header className="bo-header" data-env={scope.env}>
      <Group h={64} gap="sm" wrap="nowrap" justify="space-between" className="bo-header-row">
        <Group gap="sm" wrap="nowrap" miw={0} className="bo-header-start">
          <Burger
            opened={burger.opened}
            onClick={burger.onToggle}
            hiddenFrom={burger.desktop ? undefined : 'md'}
            size="sm"
            aria-label={burger.opened ? t('closeNavigation') : t('openNavigation')}
          />
          <Link to={DASHBOARD_PATH} className="bo-logo-link" aria-label={t('home', { brand: brand.name })}>
            <img src={brand.logo} alt={brand.name} className="bo-logo-desktop" height={32} />
            <img src={brand.favicon} alt={brand.name} className="bo-logo-mobile" height={32} width={32} />
          </Link>
          <Box visibleFrom="md">
            <OrgSelector isMaster={user.isMaster} userId={user.id} />
          </Box>
          <Box hiddenFrom="md" miw={0}>
            <ScopeChip name={scope.name} env={scope.env} onOpen={onOpenDrawer} />
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap" className="bo-header-actions">
          {/* a phone's scrolls to the top from its own corner (scroll-to-top.tsx): it never takes a header
              control's place */}
          {wide && <ScrollToTop />}
          <Group visibleFrom="md" gap="xs" wrap="nowrap">
            <EnvBadge env={scope.env} />
            <EnvSwitch />
          </Group>
          <SearchButton />
          <PrivacyToggle />
          <NotificationBell />
          {/* on a phone, in the navigation drawer: the header's room goes to the organization's name */}
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('themeSettings')}
            onClick={onOpenTheme}
            visibleFrom="md"
          >
            <IconSettings />
          </ActionIcon>
          {/* on a phone, at the top of the navigation drawer (drawer-account.tsx) */}
          <Box visibleFrom="md">
            <ProfileMenu name={user.name} avatar={user.avatar} role={user.role} />
          </Box>
        </Group>
      </Group>
      {horizontalNav}
    </AppShell.Header>
  );
}
