import { Badge, Button, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthYear } from '../../../lib/dates.ts';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { canReinvite, roleName, STATUS_COLOR } from '../model.ts';
import type { Invitation } from '../queries.ts';
import { useT } from '../../../i18n/translate.ts';
import { teamMessages } from '../messages/index.ts';

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
  const t = useT(teamMessages);
  const columns: Column<Invitation>[] = [
    {
      key: 'email',
      header: t('email'),
      render: (invitation) => (
        <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Text>
      ),
    },
    { key: 'role', header: t('role'), render: (invitation) => roleName(invitation.role) },
    {
      key: 'status',
      header: t('status'),
      render: (invitation) => (
        <Badge
          variant="light"
          color={STATUS_COLOR[invitation.status]}
          radius="sm"
          className="bo-status-badge"
        >
          {statusLabel(invitation.status)}
        </Badge>
      ),
    },
    { key: 'sent', header: t('sent'), render: (invitation) => formatDayMonthYear(invitation.createdAt) },
    {
      key: 'expires',
      header: t('expires'),
      render: (invitation) =>
        invitation.status === 'accepted' || invitation.status === 'declined'
          ? '—'
          : formatDayMonthYear(invitation.expiresAt),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: t('actions'),
      actions: true,
      render: (invitation) =>
        canReinvite(invitation) ? (
          <Button
            size="xs"
            variant="default"
            aria-label={t('reinviteEmail', { email: invitation.email })}
            loading={reinvitingId === invitation._id}
            disabled={reinvitingId !== null && reinvitingId !== invitation._id}
            onClick={() => onReinvite(invitation)}
          >
            {t('reinvite')}
          </Button>
        ) : null,
    });
  }
  return (
    <ResponsiveTable
      label={t('invitationsSent')}
      columns={columns}
      rows={invitations}
      rowKey={(invitation) => invitation._id}
    />
  );
}
