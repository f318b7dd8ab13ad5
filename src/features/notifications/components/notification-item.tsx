import type { MouseEvent } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { formatDayMonthUtc, formatDayMonthYear } from '../../../lib/dates.ts';
import { payoutDeepLink } from '../../../shared/deep-links.ts';
import type { Notification } from '../queries.ts';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: string) => void;
  /** true while this notification is being marked read */
  marking: boolean;
}

/** A plain left click stays in the app; a click meant for a new tab or window is the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One payout notification: what was paid and for which period, a link to the payout (SPEC §2's deep link;
 * following it marks the notification read, as in the bell), and "Mark as read" while it is unread.
 */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const navigate = useNavigate();
  const { _id: id, read, data } = notification;
  const href = payoutDeepLink(data.payoutId);
  const title = `Payout of ${data.amount} ${data.currency}`;

  return (
    <Paper component="li" withBorder p="sm" radius="md" className="bo-notification-item" data-read={read}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0} flex="1 1 14rem">
          <Group gap="xs" wrap="wrap">
            {href ? (
              <Anchor
                href={href}
                fw={600}
                onClick={(event) => {
                  if (!read) onMarkRead(id);
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  void navigate({ href });
                }}
              >
                {title}
              </Anchor>
            ) : (
              <Text fw={600}>{title}</Text>
            )}
            {!read && (
              <Badge size="sm" variant="light" color="red">
                Unread
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Period ending {formatDayMonthUtc(data.endDate)}
          </Text>
          <Text size="xs" c="dimmed">
            Received {formatDayMonthYear(notification.createdAt)}
          </Text>
        </Stack>
        {!read && (
          <Button
            size="xs"
            variant="default"
            loading={marking}
            aria-label={`Mark as read: ${title}`}
            onClick={() => onMarkRead(id)}
          >
            Mark as read
          </Button>
        )}
      </Group>
    </Paper>
  );
}
