import { lazy, memo, Suspense, useMemo, useState, type ReactNode } from 'react';
import { AppShell, Box, Button, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
// the shell's component styles travel with the shell's chunk, never with the sign-in screens
import './styles.ts';
import { useApiClient } from '../api/context.tsx';
import { useSessionScope } from '../session/context.tsx';
import { useCurrentUser } from '../session/current-user.ts';
import { useBrand } from '../features/branding/brand-context.tsx';
import { usePreferences } from '../features/appearance/store.ts';
import { isNotificationConfigEmpty, profileQueryOptions } from '../features/profile/queries.ts';
import { VerifyEmailBanner } from '../features/profile/components/verify-email-banner.tsx';
import { PendingInvitationsBanner } from '../features/team/components/pending-invitations-banner.tsx';
import {
  masterOrganizationsQueryOptions,
  memberOrganizationsQueryOptions,
} from '../features/organizations/queries.ts';
import { scopeDisplayName } from '../session/scope-name.ts';
import { resolveCurrentOrganization, roleLabel } from '../features/organizations/model.ts';
import { EnvSwitch } from '../features/environment/components/env-switch.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { IconSettings } from '../components/icons.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { DrawerAccount } from './drawer-account.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { navItemsFor } from './nav-items.ts';
import { NotificationConfigModal } from '../features/notifications/components/notification-config-modal.tsx';
import { OrgSelector } from '../features/organizations/components/org-selector.tsx';
import { ScopedScreen } from './scoped-screen.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import { useSaveScreenWhenHidden } from './save-screen-when-hidden.ts';
import { Sidebar } from './sidebar.tsx';
import { PaletteHost } from './palette-trigger.tsx';
import { navbarWidth } from './shell-sizes.ts';
import { LazyThemeDrawer } from '../features/appearance/components/theme-drawer/lazy-theme-drawer.tsx';
import { useLocale } from '../i18n/locale-store.ts';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

// a layout a user chooses in the theme settings: its dropdowns (Mantine's Menu) load with it, not with every shell
const HorizontalNav = lazy(() =>
  import('./horizontal-nav.tsx').then((module) => ({ default: module.HorizontalNav })),
);

/**
 * The content layout of docs/product/02-screens.md §2.4: header, sidebar (a drawer behind the burger below
 * 992 px), footer, toasts (mounted once by the app) and scroll-to-top (in the header), in the user's theme
 * preferences.
 */
export const ContentLayout = memo(function ContentLayout({ children }: { children: ReactNode }) {
  // the session only: the whole context is a new object on every navigation, which would re-render the shell
  const session = useRouteContext({ from: '/_app', select: (context) => context.session });
  const api = useApiClient();
  const scope = useSessionScope();
  const preferences = usePreferences();
  const brand = useBrand();
  // read in the first render: a phone's shell is rendered once as a phone's, not first as a desktop's
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false }) ?? true;
  const [mobileOpened, mobile] = useDisclosure(false);
  const drawerUsed = useOpenedOnce(mobileOpened);
  const [desktopOpened, setDesktopOpened] = useState(false);
  const [themeOpened, theme] = useDisclosure(false);
  useSaveScreenWhenHidden();
  const t = useT(shellMessages);
  // the menus' titles are the routes' declarations in the language spoken now
  const locale = useLocale();

  const profile = useQuery(profileQueryOptions(api, scope)).data;
  const organizations = useQuery(memberOrganizationsQueryOptions(api, scope)).data ?? [];
  const claims = session.claims();
  // docs/product/06-roles.md §6.1 master: the verified token's role alone (src/session/current-user.ts), as
  // the provider enforces it
  const { isMaster } = useCurrentUser();
  // The token's permission labels, or the server's when the token carries none (docs/product/02-screens.md
  // §2.2).
  const tokenPermissions = claims?.permissions;
  const profilePermissions = profile?.permissions;
  const { routesById } = useRouter();
  const organization = resolveCurrentOrganization(organizations, scope.orgId, profile?._id);
  // the role in the organization looked at: a few entries are for some roles only (the audit log)
  const role = organization?.members.find((member) => member.userId === profile?._id)?.role ?? null;
  const items = useMemo(
    () =>
      navItemsFor(
        Object.values(routesById),
        tokenPermissions?.length ? tokenPermissions : (profilePermissions ?? []),
        { isMaster, role },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the titles are read anew in a new language
    [routesById, tokenPermissions, profilePermissions, locale, isMaster, role],
  );
  // a master's selection may be an organization they are not a member of: its name is in the master list
  const masterOrganizations =
    useQuery({ ...masterOrganizationsQueryOptions(api, scope), enabled: isMaster }).data ?? [];

  const horizontal = preferences.nav === 'horizontal';
  const closedMenu = !horizontal && preferences.sidemenu === 'closed';
  const onNavigate = () => mobile.close();

  return (
    <AppShell
      header={{ height: horizontal && desktop ? 112 : 64 }}
      navbar={{
        width: navbarWidth(preferences),
        breakpoint: 'md',
        collapsed: { mobile: !mobileOpened, desktop: horizontal || (closedMenu && !desktopOpened) },
      }}
      padding="md"
      className="bo-shell"
    >
      <Header
        brand={brand}
        burger={{
          opened: desktop ? desktopOpened : mobileOpened,
          onToggle: desktop ? () => setDesktopOpened((opened) => !opened) : mobile.toggle,
          desktop: closedMenu,
        }}
        user={{
          id: profile?._id,
          name: profile?.name ?? '',
          avatar: profile?.avatar,
          role: roleLabel(isMaster, organization, profile?._id),
          isMaster,
        }}
        scope={{ name: scopeDisplayName(scope, organizations, masterOrganizations), env: scope.env }}
        onOpenDrawer={mobile.open}
        wide={desktop}
        onOpenTheme={theme.open}
        horizontalNav={
          horizontal && desktop ? (
            <Suspense>
              <HorizontalNav items={items} menuStyle={preferences.menuStyle} />
            </Suspense>
          ) : null
        }
      />
      <AppShell.Navbar className="bo-navbar" aria-label={t('mainMenu')}>
        {desktop ? (
          <Sidebar items={items} preferences={preferences} mobile={false} onNavigate={onNavigate} />
        ) : (
          // a phone's drawer is filled when first opened, not in the page's first render (it starts closed)
          drawerUsed && (
            <>
              <Stack p="sm" gap="sm" className="bo-navbar-scope">
                <DrawerAccount
                  name={profile?.name ?? ''}
                  avatar={profile?.avatar}
                  role={roleLabel(isMaster, organization, profile?._id)}
                  onNavigate={onNavigate}
                />
                <OrgSelector isMaster={isMaster} userId={profile?._id} />
                <EnvSwitch />
                <Button
                  variant="default"
                  leftSection={<IconSettings size={18} />}
                  onClick={() => {
                    mobile.close();
                    theme.open();
                  }}
                >
                  {t('themeSettings')}
                </Button>
              </Stack>
              <Sidebar items={items} preferences={preferences} mobile onNavigate={onNavigate} />
            </>
          )
        )}
      </AppShell.Navbar>
      <AppShell.Main className="bo-main">
        <Box className="bo-page">
          <OfflineBanner />
          {profile && !profile.isEmailVerified && <VerifyEmailBanner email={profile.email} />}
          <PendingInvitationsBanner />
          <Box id="main-content">
            <ScopedScreen>
              <ScreenFrame>{children}</ScreenFrame>
            </ScopedScreen>
          </Box>
          <Footer brand={brand} />
        </Box>
      </AppShell.Main>
      {!desktop && <ScrollToTop floating />}
      <LazyThemeDrawer opened={themeOpened} onClose={theme.close} />
      <PaletteHost items={items} />
      <NotificationConfigModal
        configEmpty={!!profile && isNotificationConfigEmpty(profile.notificationConfig)}
      />
    </AppShell>
  );
});

/** True from the first time `opened` is true on. */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
