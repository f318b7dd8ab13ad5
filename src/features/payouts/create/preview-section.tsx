import { useId, useState, type ReactNode } from 'react';
import { Button, Paper } from '@mantine/core';

/**
 * One section the user opens: a button that says whether it is open (`aria-expanded`), and its content,
 * rendered (and so read from the provider) only once opened. Written here rather than with Mantine's
 * Accordion, whose chevron the shell shares: using it split the shell's chunk and grew the dashboard's
 * first visit past its size ceiling.
 */
export function Section({ title, children }: { title: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Paper withBorder radius="md">
      <Button
        variant="subtle"
        color="gray"
        fullWidth
        justify="space-between"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        rightSection={<span aria-hidden="true">{open ? '−' : '+'}</span>}
        styles={{ label: { color: 'var(--mantine-color-text)' } }}
      >
        {title}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        style={{ padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm) var(--mantine-spacing-sm)' }}
      >
        {open && children()}
      </div>
    </Paper>
  );
}
