import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { roleError, roleName, type AssignableRole } from '../model.ts';
import { useChangeMemberRole } from '../mutations.ts';
import type { Member } from '../queries.ts';
import { FormFailure } from './form-failure.tsx';
import { translate, useT } from '../../../i18n/translate.ts';
import { teamMessages } from '../messages/index.ts';

interface ChangeRoleDialogProps {
  member: Member;
  /** the signed-in user is this member: lowering one's own role may take away the right to undo it */
  isSelf: boolean;
  roles: readonly AssignableRole[];
  onClose: () => void;
  onChanged?: () => Promise<unknown> | void;
}

/** Picks a member's new role; a refusal stays in the dialog with the chosen role kept. */
export function ChangeRoleDialog({ member, isSelf, roles, onClose, onChanged }: ChangeRoleDialogProps) {
  const t = useT(teamMessages);
  const change = useChangeMemberRole(onChanged);
  const form = useFormFields(
    { role: member.role as string },
    {
      role: (value) =>
        roleError(value, roles) ??
        (value === member.role
          ? translate(teamMessages, 'alreadyRole', { name: member.name, role: roleName(member.role) })
          : null),
    },
  );
  const close = () => {
    if (!change.isPending) onClose();
  };
  const submit = form.onSubmit(({ role }) =>
    change.mutate(
      { userId: member.userId, role: role as AssignableRole },
      {
        onSuccess: (updated) => {
          showToast(t('roleChanged', { name: updated.name, role: roleName(updated.role) }), 'success');
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={close}
      title={t('changeRoleTitle', { name: member.name })}
      centered

      // Mantine's close button has no name of its own (axe button-name)
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('currentRole', { name: member.name, email: member.email, role: roleName(member.role) })}
          </Text>
          {isSelf && (
            <Alert color="yellow" variant="light" title={t('ownRoleTitle')}>
              {t('ownRoleWarning')}
            </Alert>
          )}
          {/* the phone's own picker on a phone; the value is the role, the label its name */}
          <NativeSelect
            label={t('newRole')}
            required
            data-autofocus
            data={roles.map((role) => ({ value: role, label: roleName(role) }))}
            value={form.values.role}
            onChange={(event) => form.setFieldValue('role', event.currentTarget.value)}
            error={form.errors.role}
          />
          <FormFailure message={failureMessage(change.error)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('saveRole')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
