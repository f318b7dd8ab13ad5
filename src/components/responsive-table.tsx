// its own leaf styles, loaded with the screens that show a table (no shell or sign-in chunk carries them)
import '@mantine/core/styles/Table.css';
import { memo, type ReactNode } from 'react';
import { Box, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The narrow/wide breakpoint of docs/product/09-constants.md §9.3 (992 px), as the shell's `md`. */
export const WIDE_SCREEN_QUERY = '(min-width: 62em)';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** aligned to the line's end (amounts): the right, or the left in a right-to-left layout */
  numeric?: boolean;
  /** a column of actions: no header label on a card, its buttons at the card's foot */
  actions?: boolean;
}

interface ResponsiveTableProps<Row> {
  /** names the table (or the list of cards) for screen readers */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table on a wide screen; below 992 px each row becomes a card of label and value, so that nothing needs a
 * sideways scroll on a 390 px phone. The width is read once, synchronously, so the first paint is the right
 * one (no shift from one form to the other).
 */
export function ResponsiveTable<Row>({ label, columns, rows, rowKey }: ResponsiveTableProps<Row>) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} columns={columns} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'end' : undefined}>
                {column.actions ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'end' : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const RowCard = memo(function RowCard<Row>({ row, columns }: { row: Row; columns: readonly Column<Row>[] }) {
  const fields = columns.filter((column) => !column.actions);
  const actions = columns.filter((column) => column.actions);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      {/* labels take their own width (wrapped at 12 characters) and values the rest, so a value starts
          right after the longest label instead of at the middle of a 390 px card */}
      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
          columnGap: 'var(--mantine-spacing-md)',
          rowGap: 6,
          alignItems: 'baseline',
        }}
      >
        {fields.map((column) => (
          <div key={column.key} style={{ display: 'contents' }}>
            <Text component="dt" size="xs" c="dimmed" maw="12ch" style={{ overflowWrap: 'break-word' }}>
              {column.header}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              ta={column.numeric ? 'end' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {column.render(row)}
            </Text>
          </div>
        ))}
      </Box>
      {actions.map((column) => (
        <div key={column.key} style={{ marginTop: 8 }}>
          {column.render(row)}
        </div>
      ))}
    </Paper>
  );
}) as <Row>(props: { row: Row; columns: readonly Column<Row>[] }) => ReactNode;
