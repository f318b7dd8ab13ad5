import { Badge, Button, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthYear } from '../../../lib/dates.ts';
import { canReinvite, roleName, STATUS_COLOR } from '../model.ts';
import type { Invitation } from '../queries.ts';

interface InvitationsTableProps {
  invitations: readonly Invitation[];
  canManage: boolean;
  /** the invitation being sent again (its button shows the wait) */
  reinvitingId: string | null;
  onReinvite: (invitation: Invitation) => void;
}

/** The invitations the organization sent: who, which role, where each stands, until when. */
export function InvitationsTable({
  invitations,
  canManage,
  reinvitingId,
  onReinvite,
}: InvitationsTableProps) {
  const columns: Column<Invitation>[] = [
    {
      key: 'email',
      header: 'Email',
      render: (invitation) => (
        <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Text>
      ),
    },
    { key: 'role', header: 'Role', render: (invitation) => roleName(invitation.role) },
    {
      key: 'status',
      header: 'Status',
      render: (invitation) => (
        <Badge
          variant="light"
          color={STATUS_COLOR[invitation.status]}
          radius="sm"
          className="bo-status-badge"
        >
          {roleName(invitation.status)}
        </Badge>
      ),
    },
    { key: 'sent', header: 'Sent', render: (invitation) => formatDayMonthYear(invitation.createdAt) },
    {
      key: 'expires',
      header: 'Expires',
      render: (invitation) =>
        invitation.status === 'accepted' || invitation.status === 'declined'
          ? '—'
          : formatDayMonthYear(invitation.expiresAt),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      actions: true,
      render: (invitation) =>
        canReinvite(invitation) ? (
          <Button
            size="xs"
            variant="default"
            aria-label={`Re-invite ${invitation.email}`}
            loading={reinvitingId === invitation._id}
            disabled={reinvitingId !== null && reinvitingId !== invitation._id}
            onClick={() => onReinvite(invitation)}
          >
            Re-invite
          </Button>
        ) : null,
    });
  }
  return (
    <ResponsiveTable
      label="Invitations sent"
      columns={columns}
      rows={invitations}
      rowKey={(invitation) => invitation._id}
    />
  );
}
