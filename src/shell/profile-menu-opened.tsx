import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLogout } from '../features/auth/use-logout.ts';
import { installApp, useInstallOffered } from '../features/install/install-prompt.ts';
import { IconInstall, IconLogout, IconUser } from '../components/icons.tsx';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';
import { ProfileButton, type ProfileMenuProps } from './profile-menu.tsx';

/** The profile menu once loaded: opened by the press that loaded it, then a menu like any other. */
export function ProfileMenuOpened(props: ProfileMenuProps) {
  const t = useT(shellMessages);
  const logout = useLogout();
  const installOffered = useInstallOffered();
  return (
    <Menu position="bottom-end" width={200} shadow="md" defaultOpened>
      <Menu.Target>
        <ProfileButton {...props} focusOnMount />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/manage/profile" leftSection={<IconUser size={16} />}>
          {t('profile')}
        </Menu.Item>
        {installOffered && (
          <Menu.Item leftSection={<IconInstall size={16} />} onClick={() => void installApp()}>
            {t('installApp')}
          </Menu.Item>
        )}
        <Menu.Item
          // the arrow leaves the door towards the end of the line: mirrored in a right-to-left layout
          leftSection={<IconLogout size={16} className="bo-flip-rtl" />}
          onClick={() => void logout()}
        >
          {t('logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
