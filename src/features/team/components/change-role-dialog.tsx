import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { roleError, roleName, type AssignableRole } from '../model.ts';
import { useChangeMemberRole } from '../mutations.ts';
import type { Member } from '../queries.ts';
import { FormFailure } from './form-failure.tsx';

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
  const change = useChangeMemberRole(onChanged);
  const form = useFormFields(
    { role: member.role as string },
    {
      role: (value) =>
        roleError(value, roles) ??
        (value === member.role ? `${member.name} is already ${roleName(member.role)}` : null),
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
          showToast(`${updated.name} is now ${roleName(updated.role)}`, 'success');
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={close}
      title={`Change the role of ${member.name}`}
      centered

      // Mantine's close button has no name of its own (axe button-name)
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {member.name} ({member.email}) is {roleName(member.role)} now.
          </Text>
          {isSelf && (
            <Alert color="yellow" variant="light" title="This is your own role">
              With a role below Admin you can no longer manage the team, and cannot give the role back
              yourself.
            </Alert>
          )}
          {/* the phone's own picker on a phone; the value is the role, the label its name */}
          <NativeSelect
            label="New role"
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
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Save role
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
