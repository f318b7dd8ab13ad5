import { Spotlight } from '@mantine/spotlight';
import { IconBell, IconUser } from '../../components/icons.tsx';
import { useT } from '../../i18n/translate.ts';
import { paletteMessages } from './messages/index.ts';
import { matchesQuery } from './palette-model.ts';
import type { NavItem } from '../nav-items.ts';
import type { GroupProps } from './command-palette.tsx';

/**
 * Screens: the user's menu entries (the sidebar's own list, so a screen the role may not see is not here
 * either), then the profile and the notifications, which every user has.
 */
export function ScreensGroup({ query, go, items }: GroupProps & { items: readonly NavItem[] }) {
  const t = useT(paletteMessages);
  const screens = [
    ...items.map((item) => ({ title: item.title, route: item.route as string, Icon: item.icon })),
    { title: t('profile'), route: '/manage/profile', Icon: IconUser },
    { title: t('notifications'), route: '/main/notification', Icon: IconBell },
  ].filter((screen) => matchesQuery(query, screen.title));
  if (screens.length === 0) return null;
  return (
    <Spotlight.ActionsGroup label={t('groupScreens')}>
      {screens.map(({ title, route, Icon }) => (
        <Spotlight.Action
          key={route}
          label={title}
          leftSection={<Icon size={18} />}
          onClick={() => go(route)}
        />
      ))}
    </Spotlight.ActionsGroup>
  );
}
