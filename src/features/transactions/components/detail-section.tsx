import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

interface DetailSectionProps {
  id: string;
  title: string;
  /** what the section says when it has nothing to list */
  empty?: string | null;
  children?: ReactNode;
}

/** One titled part of the payment's detail, with its own empty state. */
export function DetailSection({ id, title, empty, children }: DetailSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h4" id={`${id}-heading`} mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
