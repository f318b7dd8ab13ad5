import { useId } from 'react';
import { Alert, Anchor, Container, Group, NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import './styles.ts';
import { useApiClient } from '../../../api/context.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import { useMarkNotificationRead } from '../mutations.ts';
import { notificationsQueryOptions } from '../queries.ts';
import { NOTIFICATION_PAGE_SIZES } from '../search.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationsEmpty } from './notifications-empty.tsx';

interface NotificationsPageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** the user has not configured where notifications go (SPEC §3), so new ones will not reach them */
  configEmpty: boolean;
}

/** Every payout notification of the current scope, a page at a time, each opening its payout. */
export function NotificationsPage(props: NotificationsPageProps) {
  const { scope, page, limit, onPageChange, onLimitChange, configEmpty } = props;
  const api = useApiClient();
  const titleId = useId();
  const { data } = useSuspenseQuery(notificationsQueryOptions(api, scope, page, limit));
  const markRead = useMarkNotificationRead();
  const items = data.results.filter((item) => item.channelConfig.type === 'payout');

  return (
    <Container size="md" py="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Title order={1} size="h2" id={titleId}>
              Notifications
            </Title>
            <Text size="sm">
              {data.unreadCount} unread · {data.totalResults} in all
            </Text>
          </div>
          <NativeSelect
            label="Per page"
            size="xs"
            w={96}
            value={String(limit)}
            data={NOTIFICATION_PAGE_SIZES.map(String)}
            onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
          />
        </Group>
        {configEmpty && (
          <Alert color="yellow" variant="light">
            Please complete the notification configuration to start receiving notifications.{' '}
            <Anchor component={Link} to="/manage/profile">
              Open your profile
            </Anchor>
          </Alert>
        )}
        {items.length === 0 ? (
          <NotificationsEmpty page={page} totalPages={data.totalPages} onPageChange={onPageChange} />
        ) : (
          <Stack component="ul" role="list" aria-labelledby={titleId} gap="xs" className="bo-plain-list">
            {items.map((item) => (
              <NotificationItem
                key={item._id}
                notification={item}
                onMarkRead={(id) => markRead.mutate(id)}
                marking={markRead.isPending && markRead.variables === item._id}
              />
            ))}
          </Stack>
        )}
        {data.totalPages > 1 && page <= data.totalPages && (
          <Group component="nav" aria-label="Notification pages" justify="space-between" gap="sm">
            <Text size="sm">
              Page {page} of {data.totalPages}
            </Text>
            <Pagination
              total={data.totalPages}
              value={page}
              onChange={onPageChange}
              siblings={1}
              boundaries={1}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
              })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
