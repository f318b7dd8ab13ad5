import { Paper, Text } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { notificationsMessages } from '../messages/index.ts';

/** No notifications in this organization and environment yet (or every one dismissed). */
export function NotificationsEmpty() {
  const t = useT(notificationsMessages);
  return (
    <Paper withBorder p="lg" radius="md" role="status">
      <Text fw={600}>{t('empty')}</Text>
      <Text size="sm">{t('emptyText')}</Text>
    </Paper>
  );
}
