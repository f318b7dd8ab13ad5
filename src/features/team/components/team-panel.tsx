import { useId, useState } from 'react';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { failureMessage } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateRequest } from '../../../lib/create-request.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import type { AssignableRole } from '../model.ts';
import { useReinviteMember } from '../mutations.ts';
import { membersQueryOptions, sentInvitationsQueryOptions, type Member } from '../queries.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteMemberDialog } from './invite-member-dialog.tsx';
import { MembersTable } from './members-table.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import './styles.ts';
import { useT } from '../../../i18n/translate.ts';
import { teamMessages } from '../messages/index.ts';

interface TeamPanelProps {
  /** the route's scope, the same its loader read */
  scope: SessionScope;
  /** the user's role may manage the team (the provider still decides: a refusal is shown as its message) */
  canManage: boolean;
  /** the roles an invitation or a role change may give, most powerful first */
  assignableRoles: readonly AssignableRole[];
  /** the role an invitation starts with: the least powerful */
  inviteRole: AssignableRole;
  /** null while unknown: the words say "this organization" */
  organizationName: string | null;
  /** after any change or refusal: the screen reloads what depends on the team (the user's own role) */
  onChanged?: () => Promise<unknown> | void;
  /** `?new=1`: the invitation dialog opens at once (the command palette's "Invite a member") */
  createRequested?: boolean;
  onCreateRequestHandled?: () => void;
}

/** The Team tab: the current organization's members and the invitations it sent. */
export function TeamPanel(props: TeamPanelProps) {
  const { scope, canManage, assignableRoles, inviteRole, onChanged } = props;
  const t = useT(teamMessages);
  const organizationName = props.organizationName ?? t('thisOrganization');
  const api = useApiClient();
  const membersQuery = useSuspenseQuery(membersQueryOptions(api, scope));
  const invitationsQuery = useSuspenseQuery(sentInvitationsQueryOptions(api, scope));
  const [members, invitations] = [membersQuery.data, invitationsQuery.data];
  const reinvite = useReinviteMember(onChanged);
  const membersTitleId = useId();
  const invitationsTitleId = useId();
  const [inviteOpened, setInviteOpened] = useState(false);
  useCreateRequest(
    canManage && !!props.createRequested,
    () => setInviteOpened(true),
    () => props.onCreateRequestHandled?.(),
  );
  const [roleTarget, setRoleTarget] = useState<Member | null>(null);
  const [removeTarget, setRemoveTarget] = useState<Member | null>(null);
  const inviteButton = canManage && (
    <OnlineOnlyButton action={t('inviting')} onClick={() => setInviteOpened(true)}>
      {t('inviteMember')}
    </OnlineOnlyButton>
  );

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby={membersTitleId}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id={membersTitleId}>
            {t('membersOf', { organization: organizationName })}
          </Title>
          {inviteButton}
        </Group>
        <DataAsOf updatedAt={[membersQuery.dataUpdatedAt, invitationsQuery.dataUpdatedAt]} />
        {!canManage && (
          <Text size="sm" c="dimmed">
            {t('readOnly')}
          </Text>
        )}
        {members.length === 0 ? (
          // the provider lists the members of the current organization only: a user without one sees none
          <EmptyState order={3} title={t('noMembers')} description={t('noMembersText')} />
        ) : (
          <MembersTable
            members={members}
            userId={scope.userId}
            canManage={canManage}
            onChangeRole={setRoleTarget}
            onRemove={setRemoveTarget}
          />
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby={invitationsTitleId}>
        <Title order={2} size="h3" id={invitationsTitleId}>
          {t('invitationsSent')}
        </Title>
        {reinvite.isError && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => reinvite.reset()}>
            {failureMessage(reinvite.error)}
          </Alert>
        )}
        {invitations.length === 0 ? (
          <EmptyState
            order={3}
            title={t('noInvitations')}
            description={canManage ? t('noInvitationsManage') : t('noInvitationsRead')}
            action={inviteButton || undefined}
          />
        ) : (
          <InvitationsTable
            invitations={invitations}
            canManage={canManage}
            reinvitingId={reinvite.isPending ? (reinvite.variables?.invitationId ?? null) : null}
            onReinvite={(invitation) =>
              reinvite.mutate(
                { email: invitation.email, role: invitation.role, invitationId: invitation._id },
                { onSuccess: () => showToast(t('sentAgain', { email: invitation.email }), 'success') },
              )
            }
          />
        )}
      </Stack>

      <InviteMemberDialog
        opened={inviteOpened}
        onClose={() => setInviteOpened(false)}
        roles={assignableRoles}
        defaultRole={inviteRole}
        onChanged={onChanged}
      />
      {roleTarget && (
        <ChangeRoleDialog
          key={roleTarget.userId}
          member={roleTarget}
          isSelf={roleTarget.userId === scope.userId}
          roles={assignableRoles}
          onClose={() => setRoleTarget(null)}
          onChanged={onChanged}
        />
      )}
      {removeTarget && (
        <RemoveMemberDialog
          key={removeTarget.userId}
          member={removeTarget}
          isSelf={removeTarget.userId === scope.userId}
          organizationName={organizationName}
          onClose={() => setRemoveTarget(null)}
          onChanged={onChanged}
        />
      )}
    </Stack>
  );
}
