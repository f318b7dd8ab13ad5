import { ConfirmDialog } from '../../confirm-dialog.tsx';
import { useT } from '../../../i18n/translate.ts';
import type { CsvAmountsOf } from '../csv-export-button.tsx';
import { csvExportRevealMessages } from './messages/index.ts';

/**
 * Privacy mode's question before a CSV export writes every amount into a file (issue 32). Its own module,
 * with its own words, loaded when asked: a screen with an export opens without the dialog's code and words.
 */
export default function ExportRevealDialog({
  amountsOf,
  onConfirm,
  onClose,
}: {
  amountsOf: CsvAmountsOf;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT(csvExportRevealMessages);
  return (
    <ConfirmDialog
      opened
      title={t('title')}
      confirmLabel={t('confirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('body', { amountsOf })}
    </ConfirmDialog>
  );
}
