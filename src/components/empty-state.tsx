import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

interface EmptyStateProps {
  title: string;
  /** what the user can do about it */
  description?: ReactNode;
  /** a button that starts what fills the list (e.g. "Create key"), where the role allows it */
  action?: ReactNode;
  /** the heading level inside the screen (the screen's own title is an h1) */
  order?: 2 | 3;
}

/** What a list shows when it has nothing yet: says so, and what would fill it. */
export function EmptyState({ title, description, action, order = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <Title order={order} size="h4">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" maw={420}>
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
