import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { inviteEmailError, roleError, roleName, type AssignableRole } from '../model.ts';
import { useInviteMember } from '../mutations.ts';
import { FormFailure } from './form-failure.tsx';
import { useT } from '../../../i18n/translate.ts';
import { teamMessages } from '../messages/index.ts';

interface InviteMemberDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the roles an invitation may give, most powerful first */
  roles: readonly AssignableRole[];
  /** the role the form starts with: the least powerful, so a hurried invite grants the least */
  defaultRole: AssignableRole;
  onChanged?: () => Promise<unknown> | void;
}

/**
 * "Invite member": an email and a role. Checked before sending; a refusal (already a member, already
 * invited, not allowed) is shown in the dialog with what was typed kept, so the user can correct it.
 */
export function InviteMemberDialog({
  opened,
  onClose,
  roles,
  defaultRole,
  onChanged,
}: InviteMemberDialogProps) {
  const t = useT(teamMessages);
  const invite = useInviteMember(onChanged);
  const form = useFormFields(
    { email: '', role: defaultRole as string },
    { email: inviteEmailError, role: (value) => roleError(value, roles) },
  );

  function close() {
    if (invite.isPending) return;
    invite.reset();
    form.reset();
    onClose();
  }

  const submit = form.onSubmit(({ email, role }) =>
    invite.mutate(
      { email, role: role as AssignableRole },
      {
        onSuccess: (invitation) => {
          showToast(t('invitationSent', { email: invitation.email }), 'success');
          close();
        },
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('inviteMember')}
      centered

      // Mantine's close button has no name of its own (axe button-name)
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('inviteIntro')}</Text>
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          {/* the phone's own picker on a phone; the value is the role, the label its name */}
          <NativeSelect
            label={t('role')}
            required
            data={roles.map((role) => ({ value: role, label: roleName(role) }))}
            value={form.values.role}
            onChange={(event) => form.setFieldValue('role', event.currentTarget.value)}
            error={form.errors.role}
          />
          <FormFailure message={failureMessage(invite.error)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
