import type { LinkProps } from '@tanstack/react-router';
import type { MantineSize } from '@mantine/core';
import type { MenuIconName } from '../components/icons.tsx';

/**
 * A path of the app's route tree (the router's registered types): a route that is renamed or removed fails
 * the typecheck wherever its path is written, instead of leading to a "page not found".
 */
export type RoutePath = NonNullable<LinkProps['to']>;

/** Where a signed-in user lands by default (after sign-in, from the logo, from a page that is not found). */
export const DASHBOARD_PATH = '/main/dashboard/' satisfies RoutePath;

/** The permission labels the provider puts in the token (or lists on the profile), spelled as it does. */
export type MenuLabel =
  'Dashboard' | 'Apikey' | 'Transactions' | 'Payout' | 'Organization' | 'Payment Configuration';

/** Where a screen sits in the sidebar and the top bar. */
interface MenuPlacement {
  /** the title the menus show: a getter that translates it, read at render in the language spoken then */
  title: string;
  section: 'MAIN' | 'MANAGE';
  /** the label that permits the entry; null: shown to everyone, after the permitted entries */
  permission: MenuLabel | null;
  icon: MenuIconName;
  /**
   * where among the entries of the same label it goes: lower first, 0 when not said. A label may permit several
   * screens (every member has every label today, and a screen for everyone, such as the alerts, reuses one):
   * the label's own screen keeps 0, a screen that follows it says 1.
   */
  order?: number;
  /**
   * only these roles of the current organization see the entry (a master always does); absent: every role. The
   * labels are the user's, the same in every organization, so a screen for some roles says which here (the
   * audit log: owners and admins). The provider still refuses the others.
   */
  roles?: readonly MenuRole[];
}

/** A member's role in the current organization, as a menu entry may require it. */
export type MenuRole = 'owner' | 'admin' | 'developer' | 'viewer';

/** Who looks at the menus: a master, or a member with a role in the current organization (null: none known). */
export interface MenuViewer {
  isMaster: boolean;
  role: MenuRole | null;
}

/**
 * A screen, declared once on its route (`staticData.screen`). The route's options outside its lazily loaded
 * part travel in the route tree, so the shell knows this before the screen's code has arrived: the menus
 * list the screen, and a tap on it shows its heading and a skeleton at once (src/shell/screen-frame.tsx).
 */
interface ScreenDeclaration {
  /**
   * the screen's own `<h1>`, as its skeleton and its page show it (tests/app/screen-declarations.test.tsx): a
   * getter that translates it (route options are made once, at module load; the heading is read at render)
   */
  heading: string;
  /** the width of the screen's container, so the content does not jump when the screen takes over */
  size: MantineSize;
  /** its menu entry, for a screen the sidebar lists (the others are opened from the profile menu, the bell) */
  menu?: MenuPlacement;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** a screen the menus open: present on the routes the shell frames while their code loads */
    screen?: ScreenDeclaration;
  }
}

/** A route as the menus read it: its path and its declaration (`router.routesById`'s values). */
export interface DeclaredRoute {
  fullPath: string;
  options: { staticData?: { screen?: ScreenDeclaration } };
}

export interface MenuEntry extends Omit<MenuPlacement, 'permission' | 'order' | 'roles'> {
  route: RoutePath;
}

/**
 * The menu of a user: the entries for the permitted labels, in the permitted list's order (unknown labels
 * ignored, duplicates kept once; a label's several entries by their `order`), then the entries shown to
 * everyone, in the route tree's order. An entry for some roles only is left out for the others.
 */
export function menuEntriesFor(
  routes: Iterable<DeclaredRoute>,
  permitted: readonly string[],
  viewer: MenuViewer = { isMaster: false, role: null },
): MenuEntry[] {
  const byPermission = new Map<string, { entry: MenuEntry; order: number }[]>();
  const forEveryone: MenuEntry[] = [];
  for (const route of routes) {
    const menu = route.options.staticData?.screen?.menu;
    if (!menu) continue;
    const { permission, order = 0, roles, ...placement } = menu;
    if (roles && !viewer.isMaster && !(viewer.role && roles.includes(viewer.role))) continue;
    // a route's full path is a path of the route tree by construction
    const entry = { ...placement, route: route.fullPath as RoutePath };
    if (permission === null) forEveryone.push(entry);
    else byPermission.set(permission, [...(byPermission.get(permission) ?? []), { entry, order }]);
  }
  const permittedEntries = [...new Set(permitted)].flatMap((label) =>
    (byPermission.get(label) ?? []).sort((a, b) => a.order - b.order).map(({ entry }) => entry),
  );
  return [...permittedEntries, ...forEveryone];
}
