import { Button, Paper, Text } from '@mantine/core';

interface NotificationsEmptyProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/**
 * Nothing on this page: either there are no notifications in this organization and environment yet, or the
 * address asks for a page past the last one (an old link, a hand-edited URL), which gets the way back.
 */
export function NotificationsEmpty({ page, totalPages, onPageChange }: NotificationsEmptyProps) {
  const pastTheEnd = totalPages > 0 && page > totalPages;
  return (
    <Paper withBorder p="lg" radius="md" role="status">
      {pastTheEnd ? (
        <>
          <Text fw={600}>There is no page {page}.</Text>
          <Text size="sm" mb="sm">
            The notifications end on page {totalPages}.
          </Text>
          <Button size="xs" variant="default" onClick={() => onPageChange(totalPages)}>
            Go to page {totalPages}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>No notifications yet</Text>
          <Text size="sm">When a payout is created, its notification appears here and in the bell.</Text>
        </>
      )}
    </Paper>
  );
}
