import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { privacyMessages } from '../../components/privacy/messages/index.ts';
import { useT } from '../../i18n/translate.ts';

/**
 * Privacy mode's question before the CSV export writes every amount into a file (issue 32). Its own module,
 * loaded when asked: the transactions list opens without the dialog's code and words.
 */
export default function ExportRevealDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT(privacyMessages);
  return (
    <ConfirmDialog
      opened
      title={t('exportTitle')}
      confirmLabel={t('exportConfirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('exportBody')}
    </ConfirmDialog>
  );
}
