import { Badge, Button, Group, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthUtc, formatDayMonthYear } from '../../../lib/dates.ts';
import { isExpired, isNeverExpiring, maskedKey } from '../model.ts';
import type { SigningKey } from '../queries.ts';
import { CopyTextButton } from './copy-text-button.tsx';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { useT } from '../../../i18n/translate.ts';
import { apiKeysMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

/**
 * Test and live keys look different everywhere they appear: TEST black on yellow, LIVE white on dark teal
 * (both above 4.5:1 contrast in light and dark mode).
 */
export function EnvBadge({ env }: { env: SigningKey['env'] }) {
  const t = useT(apiKeysMessages);
  return env === 'live' ? (
    <Badge color="teal.9" variant="filled" size="sm">
      {t('envLive')}
    </Badge>
  ) : (
    <Badge color="yellow" variant="filled" autoContrast size="sm">
      {t('envTest')}
    </Badge>
  );
}

function StatusBadge({ keyRow, now }: { keyRow: SigningKey; now: Date }) {
  if (keyRow.status === 'revoked')
    return (
      <Badge color="gray" variant="dot" size="sm" miw="max-content">
        {statusLabel('revoked')}
      </Badge>
    );
  if (isExpired(keyRow.expiresAt, now))
    return (
      <Badge color="red" variant="dot" size="sm" miw="max-content">
        {statusLabel('expired')}
      </Badge>
    );
  return (
    <Badge color="teal" variant="dot" size="sm" miw="max-content">
      {statusLabel('active')}
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
  const t = useT(apiKeysMessages);
  const screen = useT(screenMessages);
  const columns: Column<SigningKey>[] = [
    {
      key: 'name',
      header: t('columnName'),
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
      header: t('columnKey'),
      render: (key) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" ff="monospace" data-testid="key-prefix" style={{ whiteSpace: 'nowrap' }}>
            {maskedKey(key.keyPrefix)}
          </Text>
          <CopyTextButton value={key.keyPrefix} label={t('copyPrefix', { name: key.name })} />
        </Group>
      ),
    },
    { key: 'created', header: t('columnCreated'), render: (key) => formatDayMonthYear(key.createdAt) },
    {
      key: 'used',
      header: t('columnLastUsed'),
      render: (key) => (key.lastUsedAt ? formatDayMonthUtc(key.lastUsedAt) : t('neverUsed')),
    },
    {
      key: 'expires',
      header: t('columnExpires'),
      render: (key) => (
        <span data-testid="key-expiry">
          {isNeverExpiring(key.expiresAt, now) ? t('expiresNever') : formatDayMonthYear(key.expiresAt)}
        </span>
      ),
    },
    { key: 'status', header: t('columnStatus'), render: (key) => <StatusBadge keyRow={key} now={now} /> },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      header: t('columnActions'),
      actions: true,
      render: (key) =>
        key.status === 'active' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onRevoke(key)}
            aria-label={t('revokeNamed', { name: key.name })}
          >
            {t('revoke')}
          </Button>
        ) : null,
    });

  return (
    <ResponsiveTable
      label={screen('apiKeysHeading')}
      columns={columns}
      rows={keys}
      rowKey={(key) => key._id}
    />
  );
}
