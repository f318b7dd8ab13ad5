import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

export interface ProfileMenuProps {
  name: string;
  avatar: string | null | undefined;
  /** MASTER, or the member role in the current organization, upper-cased */
  role: string;
}

const loadMenu = () => import('./profile-menu-opened.tsx');
// Mantine's Menu (about 4 KiB of compressed JavaScript) loads when the menu is first wanted, not with the shell
const ProfileMenuOpened = lazy(() => loadMenu().then((module) => ({ default: module.ProfileMenuOpened })));

/**
 * The header's profile dropdown: the user's name with the role beneath it; Profile, Install app (only while the
 * browser offers installation) and Log Out. Until its first use it is the button alone; a pointer over it or
 * focus on it starts loading the menu, a press opens it.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <ProfileButton
        {...props}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setWanted(true)}
      />
    );
  return (
    <Suspense fallback={<ProfileButton {...props} focusOnMount aria-busy />}>
      <ProfileMenuOpened {...props} />
    </Suspense>
  );
}

type ButtonProps = ProfileMenuProps &
  Omit<ComponentProps<typeof UnstyledButton<'button'>>, 'name'> & { focusOnMount?: boolean };

/**
 * The menu's button. The accessible name holds the visible text (name, then role) word for word, so what a
 * speech user reads on the button is what they can say to it (WCAG 2.5.3, axe label-content-name-mismatch). The
 * avatar shows a picture or a generic icon, never initials: on a phone they would be the only visible text, and
 * the name would then have to contain them too. Replaced by the loaded menu's own, it keeps the focus it had.
 */
export function ProfileButton({ name, avatar, role, focusOnMount, ...buttonProps }: ButtonProps) {
  const t = useT(shellMessages);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <UnstyledButton
      ref={ref}
      aria-label={t('accountMenu', { hasRole: role ? 'yes' : 'no', name, role })}
      className="bo-profile-button"
      {...buttonProps}
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
  );
}
