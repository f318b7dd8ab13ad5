import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useApiClient } from '../../api/context.tsx';
import { IconSliders } from '../../components/icons.tsx';
import { useT } from '../../i18n/translate.ts';
import { savedViewPath } from '../../lib/saved-views/paths.ts';
import { savedViewsQueryOptions } from '../../lib/saved-views/queries.ts';
import { useSessionScope } from '../../session/context.tsx';
import { savedViewsNavMessages } from './messages/index.ts';
import { openInApp } from './open-in-app.ts';
import { OtherEnvBadge } from './other-env-badge.tsx';

interface SavedViewsFlyoutProps {
  hover: boolean;
  position: 'right-start' | 'bottom-start';
  /** the layout's own button, named with the menu's title */
  target: (title: string) => ReactElement;
}

/**
 * "Saved views" for the navigation layouts that show the menu's sections as flyouts (the icon rail, the
 * horizontal row): each view a link to its filtered list. Renaming, deleting and sharing stay with the
 * sidebar's list and the palette. Nothing shows while there are none (or while they load).
 */
export function SavedViewsFlyout({ hover, position, target }: SavedViewsFlyoutProps) {
  const t = useT(savedViewsNavMessages);
  const api = useApiClient();
  const scope = useSessionScope();
  const router = useRouter();
  const views = useQuery(savedViewsQueryOptions(api, scope)).data;
  if (!views?.length) return null;
  return (
    // no focus placeholder: a focusable presentational child is not allowed in a menu (axe aria-required-children)
    <Menu
      trigger={hover ? 'hover' : 'click'}
      position={position}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{target(t('heading'))}</Menu.Target>
      <Menu.Dropdown>
        {views.map((view) => {
          const href = savedViewPath(view, scope);
          return (
            <Menu.Item
              key={view._id}
              component="a"
              href={href}
              leftSection={<IconSliders size={16} />}
              rightSection={<OtherEnvBadge view={view} env={scope.env} />}
              onClick={(event) => openInApp(event, href, (to) => void router.navigate({ href: to }))}
            >
              {view.name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
