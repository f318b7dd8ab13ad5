import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLogout } from '../features/auth/use-logout.ts';
import { installApp, useInstallOffered } from '../features/install/install-prompt.ts';
import { IconInstall, IconLogout, IconUser } from '../components/icons.tsx';

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
          aria-label={`Account menu for ${role ? `${name} ${role}` : name}`}
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
          Profile
        </Menu.Item>
        {installOffered && (
          <Menu.Item leftSection={<IconInstall size={16} />} onClick={() => void installApp()}>
            Install app
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
