import { Alert } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRemoveMember } from '../mutations.ts';
import type { Member } from '../queries.ts';
import { useT } from '../../../i18n/translate.ts';
import { teamMessages } from '../messages/index.ts';

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
  const t = useT(teamMessages);
  const remove = useRemoveMember(onChanged);
  return (
    <ConfirmDialog
      opened
      title={isSelf ? t('leaveTitle') : t('removeMember')}
      confirmLabel={isSelf ? t('removeMyself') : t('removeMember')}
      danger
      pending={remove.isPending}
      error={failureMessage(remove.error)}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          { userId: member.userId },
          {
            onSuccess: () => {
              showToast(
                isSelf
                  ? t('youLeft', { organization: organizationName })
                  : t('memberRemoved', { name: member.name }),
                'success',
              );
              onClose();
            },
          },
        )
      }
    >
      {isSelf ? (
        <Alert color="yellow" variant="light" title={t('removingYourself')}>
          {t('removingYourselfText', { organization: organizationName })}
        </Alert>
      ) : (
        t('removeConfirm', { name: member.name, email: member.email, organization: organizationName })
      )}
    </ConfirmDialog>
  );
}
