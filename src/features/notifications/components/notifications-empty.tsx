import { Paper, Text } from '@mantine/core';

/** No notifications in this organization and environment yet (or every one dismissed). */
export function NotificationsEmpty() {
  return (
    <Paper withBorder p="lg" radius="md" role="status">
      <Text fw={600}>No notifications yet</Text>
      <Text size="sm">When a payout is created, its notification appears here and in the bell.</Text>
    </Paper>
  );
}
