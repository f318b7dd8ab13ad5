import { Badge, Button, Group, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthUtc, formatDayMonthYear } from '../../../lib/dates.ts';
import { isExpired, isNeverExpiring, maskedKey } from '../model.ts';
import type { SigningKey } from '../queries.ts';
import { CopyTextButton } from './copy-text-button.tsx';

/**
 * Test and live keys look different everywhere they appear: TEST black on yellow, LIVE white on dark teal
 * (both above 4.5:1 contrast in light and dark mode).
 */
export function EnvBadge({ env }: { env: SigningKey['env'] }) {
  return env === 'live' ? (
    <Badge color="teal.9" variant="filled" size="sm">
      live
    </Badge>
  ) : (
    <Badge color="yellow" variant="filled" autoContrast size="sm">
      test
    </Badge>
  );
}

function StatusBadge({ keyRow, now }: { keyRow: SigningKey; now: Date }) {
  if (keyRow.status === 'revoked')
    return (
      <Badge color="gray" variant="dot" size="sm" miw="max-content">
        Revoked
      </Badge>
    );
  if (isExpired(keyRow.expiresAt, now))
    return (
      <Badge color="red" variant="dot" size="sm" miw="max-content">
        Expired
      </Badge>
    );
  return (
    <Badge color="teal" variant="dot" size="sm" miw="max-content">
      Active
    </Badge>
  );
}

interface KeysTableProps {
  keys: readonly SigningKey[];
  /** the role may revoke (owner, admin, developer) */
  canManage: boolean;
  onRevoke: (key: SigningKey) => void;
  now?: Date;
}

/** The keys as a table (≥ 992 px) or cards: name, environment, masked key with copy, dates, status, Revoke. */
export function KeysTable({ keys, canManage, onRevoke, now = new Date() }: KeysTableProps) {
  const columns: Column<SigningKey>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (key) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {key.name}
          </Text>
          <EnvBadge env={key.env} />
        </Group>
      ),
    },
    {
      key: 'prefix',
      header: 'Key',
      render: (key) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" ff="monospace" data-testid="key-prefix" style={{ whiteSpace: 'nowrap' }}>
            {maskedKey(key.keyPrefix)}
          </Text>
          <CopyTextButton value={key.keyPrefix} label={`Copy key prefix of ${key.name}`} />
        </Group>
      ),
    },
    { key: 'created', header: 'Created', render: (key) => formatDayMonthYear(key.createdAt) },
    {
      key: 'used',
      header: 'Last used',
      render: (key) => (key.lastUsedAt ? formatDayMonthUtc(key.lastUsedAt) : 'Never used'),
    },
    {
      key: 'expires',
      header: 'Expires',
      render: (key) => (
        <span data-testid="key-expiry">
          {isNeverExpiring(key.expiresAt, now) ? 'NEVER' : formatDayMonthYear(key.expiresAt)}
        </span>
      ),
    },
    { key: 'status', header: 'Status', render: (key) => <StatusBadge keyRow={key} now={now} /> },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      header: 'Actions',
      actions: true,
      render: (key) =>
        key.status === 'active' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onRevoke(key)}
            aria-label={`Revoke ${key.name}`}
          >
            Revoke
          </Button>
        ) : null,
    });

  return <ResponsiveTable label="API keys" columns={columns} rows={keys} rowKey={(key) => key._id} />;
}
