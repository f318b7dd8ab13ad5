import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * A small label beside a name ("Current", "Viewing"). Not Mantine's Badge: the shell's chunk keeps Badge to
 * itself, so this screen adds nothing to every signed-in first visit.
 */
export function StatusPill({ children }: { children: ReactNode }) {
  return (
    <Text
      span
      size="xs"
      fw={700}
      tt="uppercase"
      px={8}
      py={2}
      style={{
        borderRadius: 'var(--mantine-radius-xl)',
        background: 'var(--mantine-primary-color-light)',
        color: 'var(--mantine-primary-color-light-color)',
      }}
    >
      {children}
    </Text>
  );
}
