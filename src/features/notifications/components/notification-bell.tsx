// Its own styles travel with it; the building blocks it extends (Popover, ScrollArea) come first from src/shell/styles.ts.
import '@mantine/core/styles/Indicator.css';
import './notification-bell.css';
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { useSessionScope } from '../../../session/context.tsx';
import { IconBell } from '../../../components/icons.tsx';
import { useDismissals } from '../dismissals.ts';
import { unreadShown } from '../model.ts';
import { notificationSummaryQueryOptions } from '../queries.ts';
import { usePushBridge } from '../use-push-bridge.ts';
import { useT } from '../../../i18n/translate.ts';
import { notificationsShellMessages } from '../shell/messages/index.ts';

// The panel (its list, amounts with big.js, the mutations) loads when the bell is first pointed at, focused or
// opened: the shell every signed-in screen downloads carries only the bell and its count.
const loadPanel = () => import('./notification-panel.tsx');
const NotificationPanel = lazy(loadPanel);

/**
 * The header's bell: the unread count (refreshed on focus and every 30 s while the tab is visible), and a
 * dialog with the newest notifications, "Mark all as read" and View All. Escape closes it and the focus goes
 * back to the bell.
 */
export function NotificationBell() {
  const t = useT(notificationsShellMessages);
  const api = useApiClient();
  const scope = useSessionScope();
  const [opened, setOpened] = useState(false);
  const { data } = useQuery(notificationSummaryQueryOptions(api, scope));
  const dismissals = useDismissals();
  const count = unreadShown(data?.unreadCount ?? 0, dismissals);
  usePushBridge(count);

  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} color="red" offset={4}>
      <Popover
        opened={opened}
        onChange={setOpened}
        width={340}
        position="bottom-end"
        withArrow
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('bellLabel', { count })}
            onPointerEnter={() => void loadPanel()}
            onFocus={() => void loadPanel()}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown maw="calc(100vw - 16px)">
          {opened && (
            <Suspense
              fallback={
                <Loader size="sm" role="progressbar" aria-label={t('loading')} data-autofocus tabIndex={-1} />
              }
            >
              <NotificationPanel onClose={() => setOpened(false)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
