import { Badge, Button, Group, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { memberActions, roleName } from '../model.ts';
import type { Member } from '../queries.ts';
import { useT } from '../../../i18n/translate.ts';
import { teamMessages } from '../messages/index.ts';

interface MembersTableProps {
  members: readonly Member[];
  /** the signed-in user's id, to mark their own row */
  userId: string;
  canManage: boolean;
  onChangeRole: (member: Member) => void;
  onRemove: (member: Member) => void;
}

/** The organization's members: name, email, role, and what the user's role lets them do to each. */
export function MembersTable({ members, userId, canManage, onChangeRole, onRemove }: MembersTableProps) {
  const t = useT(teamMessages);
  const columns: Column<Member>[] = [
    {
      key: 'name',
      header: t('name'),
      render: (member) => (
        <Group gap={6} wrap="nowrap" component="span">
          <Text span size="sm" fw={500}>
            {member.name}
          </Text>
          {member.userId === userId && (
            <Text span size="xs" c="dimmed">
              {t('you')}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'email',
      header: t('email'),
      render: (member) => (
        <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
      ),
    },
    {
      key: 'role',
      header: t('role'),
      render: (member) => (
        <Badge variant={member.role === 'owner' ? 'filled' : 'light'} color="gray" radius="sm">
          {roleName(member.role)}
        </Badge>
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: t('actions'),
      actions: true,
      render: (member) => {
        const offered = memberActions(member, canManage);
        if (!offered.changeRole && !offered.remove)
          return (
            <Text span size="xs" c="dimmed">
              {t('ownerFixed')}
            </Text>
          );
        return (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <Button
              size="xs"
              variant="default"
              aria-label={t('changeRoleOf', { name: member.name })}
              onClick={() => onChangeRole(member)}
            >
              {t('changeRole')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={
                member.userId === userId ? t('removeYourself') : t('removeName', { name: member.name })
              }
              onClick={() => onRemove(member)}
            >
              {t('remove')}
            </Button>
          </Group>
        );
      },
    });
  }
  return (
    <ResponsiveTable
      label={t('members')}
      columns={columns}
      rows={members}
      rowKey={(member) => member.userId}
    />
  );
}
