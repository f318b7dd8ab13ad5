import { Avatar, Box, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLogout } from '../features/auth/use-logout.ts';
import { IconLogout, IconUser } from '../components/icons.tsx';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';
import type { ProfileMenuProps } from './profile-menu.tsx';

/**
 * A phone's account, at the top of the navigation drawer: who is signed in (name and role), their profile and
 * Log Out. The header gives a phone's room to the organization's name, the search, the privacy eye and the bell;
 * the profile menu is the desktop's (issue 47: on a phone it sat off the screen, and nobody could sign out).
 */
export function DrawerAccount({
  name,
  avatar,
  role,
  onNavigate,
}: ProfileMenuProps & { onNavigate: () => void }) {
  const t = useT(shellMessages);
  const logout = useLogout();
  return (
    <Box className="bo-drawer-account" data-testid="drawer-account">
      <Group gap="sm" wrap="nowrap" mb="xs">
        <Avatar src={avatar ?? undefined} alt="" radius="xl" size={34} />
        <Box miw={0}>
          <Text size="sm" fw={600} lh={1.2} truncate="end" dir="auto">
            {name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {role}
          </Text>
        </Box>
      </Group>
      <Group gap="xs" grow wrap="nowrap">
        <Button
          variant="default"
          component={Link}
          to="/manage/profile"
          onClick={onNavigate}
          leftSection={<IconUser size={16} />}
        >
          {t('profile')}
        </Button>
        <Button
          variant="default"
          // the arrow leaves the door towards the end of the line: mirrored in a right-to-left layout
          leftSection={<IconLogout size={16} className="bo-flip-rtl" />}
          onClick={() => void logout()}
        >
          {t('logOut')}
        </Button>
      </Group>
    </Box>
  );
}
