import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLogout } from '../features/auth/use-logout.ts';
import { installApp, useInstallOffered } from '../features/install/install-prompt.ts';
import { IconInstall, IconLogout, IconUser } from '../components/icons.tsx';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

interface ProfileMenuProps {
  name: string;
  avatar: string | null | undefined;
  /** MASTER, or the member role in the current organization, upper-cased */
  role: string;
}

/**
 * The header's profile dropdown: the user's name with the role beneath it; Profile, Install app (only while the
 * browser offers installation) and Log Out.
 */
export function ProfileMenu({ name, avatar, role }: ProfileMenuProps) {
  const t = useT(shellMessages);
  const logout = useLogout();
  const installOffered = useInstallOffered();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        {/*
          The accessible name holds the visible text (name, then role) word for word, so what a speech user
          reads on the button is what they can say to it (WCAG 2.5.3, axe label-content-name-mismatch). The
          avatar shows a picture or a generic icon, never initials: on a phone they would be the only visible
          text, and the name would then have to contain them too.
        */}
        <UnstyledButton
          aria-label={t('accountMenu', { hasRole: role ? 'yes' : 'no', name, role })}
          className="bo-profile-button"
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar src={avatar ?? undefined} alt="" radius="xl" size={34} />
            <Box visibleFrom="sm" className="bo-profile-text">
              <Text size="sm" fw={600} lh={1.2} data-testid="profile-name">
                {name}
              </Text>
              {/* a space between the two lines, so the visible text reads "name role", not "namerole" */}{' '}
              <Text size="xs" c="dimmed" lh={1.2} data-testid="profile-role">
                {role}
              </Text>
            </Box>
          </Group>
        </UnstyledButton>
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
