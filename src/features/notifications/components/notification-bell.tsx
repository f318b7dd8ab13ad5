// Its own styles travel with it; the building blocks it extends (Popover, ScrollArea) come first from src/shell/styles.ts.
import '@mantine/core/styles/Indicator.css';
import './notification-bell.css';
import {
  ActionIcon,
  Anchor,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { useSessionScope } from '../../../session/context.tsx';
import { useMarkNotificationRead } from '../mutations.ts';
import { notificationsQueryOptions } from '../queries.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { payoutDeepLink } from '../../../shared/deep-links.ts';
import { IconBell } from '../../../components/icons.tsx';

/** The header's bell: unread count, a scrollable list of unread payout notifications and View All. */
export function NotificationBell() {
  const api = useApiClient();
  const scope = useSessionScope();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const { data } = useQuery(notificationsQueryOptions(api, scope));
  const unread = (data?.results ?? []).filter((item) => !item.read && item.channelConfig.type === 'payout');
  const count = data?.unreadCount ?? 0;

  return (
    <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
      <Popover width={320} position="bottom-end" withArrow shadow="md">
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={`Notifications, ${count} unread`}>
            <IconBell />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fw={700} mb="xs">
            Notifications
          </Text>
          <ScrollArea.Autosize mah={300} type="auto">
            <Stack gap={4} component="ul" className="bo-plain-list">
              {unread.length === 0 && (
                <Text c="dimmed" size="sm">
                  No unread notifications
                </Text>
              )}
              {unread.map((item) => (
                <li key={item._id}>
                  <UnstyledButton
                    className="bo-notification"
                    onClick={() => {
                      markRead.mutate(item._id);
                      const href = payoutDeepLink(item.data.payoutId);
                      if (href) void navigate({ href });
                    }}
                  >
                    <Text size="sm" fw={600}>
                      Payout of {item.data.amount} {item.data.currency}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Period ending {formatDayMonthUtc(item.data.endDate)}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end" mt="xs">
            <Anchor component={Link} to="/main/notification" size="sm">
              View All
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
