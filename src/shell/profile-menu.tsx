import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLogout } from '../features/auth/use-logout.ts';
import { IconLogout, IconUser } from '../components/icons.tsx';

interface ProfileMenuProps {
  name: string;
  avatar: string | null | undefined;
  /** MASTER, or the member role in the current organization, upper-cased */
  role: string;
}

/** The header's profile dropdown: the user's name with the role beneath it; Profile and Log Out. */
export function ProfileMenu({ name, avatar, role }: ProfileMenuProps) {
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} className="bo-profile-button">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={avatar ?? undefined} alt="" radius="xl" size={34} name={name} color="initials" />
            <Box visibleFrom="sm" className="bo-profile-text">
              <Text size="sm" fw={600} lh={1.2} data-testid="profile-name">
                {name}
              </Text>
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
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
