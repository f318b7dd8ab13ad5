import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Box, Group, NavLink, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useApiClient } from '../../api/context.tsx';
import { IconSettings, IconSliders } from '../../components/icons.tsx';
import { useT } from '../../i18n/translate.ts';
import { savedViewPath } from '../../lib/saved-views/paths.ts';
import { savedViewsQueryOptions, type SavedView } from '../../lib/saved-views/queries.ts';
import { useSessionScope } from '../../session/context.tsx';
import { savedViewsNavMessages } from './messages/index.ts';
import { openInApp } from './open-in-app.ts';
import { OtherEnvBadge } from './other-env-badge.tsx';

/** Rename, delete and share: the dialog's code (and Mantine's Modal) loads when an entry's button is pressed. */
const ManageSavedViewDialog = lazy(() =>
  import('../../components/saved-views/manage-saved-view-dialog.tsx').then((module) => ({
    default: module.ManageSavedViewDialog,
  })),
);

/**
 * The menu's "Saved views" (issue 34): the user's views of the current organization, each a link to its list
 * with its filters. A view of the other environment names its scope in the link, which the signed-in layout
 * switches to first. Nothing shows while there are none (or while they load).
 */
export function SavedViewsNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useT(savedViewsNavMessages);
  const api = useApiClient();
  const scope = useSessionScope();
  const router = useRouter();
  const views = useQuery(savedViewsQueryOptions(api, scope)).data;
  const [opened, setOpened] = useState<SavedView | null>(null);
  // the list's copy, so a rename shows in the dialog; the one opened once deleted (the dialog says so, then closes)
  const managed = opened && (views?.find((view) => view._id === opened._id) ?? opened);
  if (!views?.length && !managed) return null;
  const navigate = (href: string) => {
    onNavigate();
    void router.navigate({ href });
  };
  return (
    <Box component="section" aria-label={t('heading')}>
      <Text size="xs" fw={700} c="dimmed" px="md" pt="sm" pb={4} className="bo-nav-section">
        {t('heading')}
      </Text>
      {views?.map((view) => {
        const href = savedViewPath(view, scope);
        return (
          <Group key={view._id} gap={0} wrap="nowrap" pe={4}>
            <NavLink
              href={href}
              label={<span className="bo-nav-label">{view.name}</span>}
              leftSection={<IconSliders size={18} />}
              rightSection={<OtherEnvBadge view={view} env={scope.env} />}
              onClick={(event) => openInApp(event, href, navigate)}
              className="bo-nav-link"
              mih={44}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              aria-label={t('manage', { name: view.name })}
              onClick={() => setOpened(view)}
            >
              <IconSettings size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      {managed && (
        <Suspense>
          <ManageSavedViewDialog
            view={managed}
            mine={managed.userId === scope.userId}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
