import { Alert } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRemoveMember } from '../mutations.ts';
import type { Member } from '../queries.ts';

interface RemoveMemberDialogProps {
  member: Member;
  /** removing oneself is allowed, but it ends one's access at once: the dialog says so plainly */
  isSelf: boolean;
  organizationName: string;
  onClose: () => void;
  onChanged?: () => Promise<unknown> | void;
}

/** The confirmation before a member is removed, naming them; a refusal is shown in it. */
export function RemoveMemberDialog({
  member,
  isSelf,
  organizationName,
  onClose,
  onChanged,
}: RemoveMemberDialogProps) {
  const remove = useRemoveMember(onChanged);
  return (
    <ConfirmDialog
      opened
      title={isSelf ? 'Leave the organization' : 'Remove member'}
      confirmLabel={isSelf ? 'Remove myself' : 'Remove member'}
      danger
      pending={remove.isPending}
      error={failureMessage(remove.error)}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          { userId: member.userId },
          {
            onSuccess: () => {
              showToast(isSelf ? `You left ${organizationName}` : `${member.name} was removed`, 'success');
              onClose();
            },
          },
        )
      }
    >
      {isSelf ? (
        <Alert color="yellow" variant="light" title="You are removing yourself">
          You will lose access to {organizationName} at once, and only a new invitation can bring you back.
        </Alert>
      ) : (
        <>
          Remove {member.name} ({member.email}) from {organizationName}? They lose access at once; an
          invitation can bring them back.
        </>
      )}
    </ConfirmDialog>
  );
}
