import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showUnreadOnAppIcon } from '../../lib/app-badge.ts';
import { useSessionScope } from '../../session/context.tsx';
import { deepLinkPath } from '../../shared/deep-link-path.ts';
import {
  PUSH_NAVIGATE_MESSAGE,
  PUSH_RECEIVED_MESSAGE,
  UNREAD_COUNT_MESSAGE,
} from '../../shared/push-channel.ts';
import { notificationKeys } from './queries.ts';

/**
 * The window's side of Web Push: the installed app's badge shows the bell's unread count; a push the worker
 * received refreshes every notification query of the user (the bell's count first); a notification click the
 * worker could not navigate this window for (the window is not under its control) is followed here.
 */
export function usePushBridge(unread: number): void {
  const queryClient = useQueryClient();
  const { userId } = useSessionScope();
  const navigate = useNavigate();

  useEffect(() => showUnreadOnAppIcon(unread, UNREAD_COUNT_MESSAGE), [unread]);

  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type === PUSH_RECEIVED_MESSAGE)
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all({ userId }) });
      const path = data?.type === PUSH_NAVIGATE_MESSAGE ? deepLinkPath(data.url) : null;
      if (path) void navigate({ href: path });
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient, userId, navigate]);
}
