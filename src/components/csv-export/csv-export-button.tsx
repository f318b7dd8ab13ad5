import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { translate, useT, type Messages } from '../../i18n/translate.ts';
import { formatCount } from '../../lib/count.ts';
import { saveFile } from '../../lib/csv.ts';
import { failureMessage } from '../../lib/form.ts';
import { amountsHidden } from '../../lib/privacy.ts';
import { showToast } from '../../lib/toast.ts';
import { CsvExportProgressView, type CsvExportProgress } from './csv-export-progress.tsx';
import { csvExportMessages } from './messages/index.ts';

export type { CsvExportProgress };

// asked only in privacy mode: a screen with an export opens without the dialog's code (a modal) and words
const ExportRevealDialog = lazy(() => import('./reveal/export-reveal-dialog.tsx'));

/** What the amounts of an export's file are, as privacy mode's question names them. */
export type CsvAmountsOf = 'transactions' | 'entries';

/** A feature's export: every row of its filters written into one file, page by page. */
export type CsvExportRun = (options: {
  /** aborted by Cancel or by leaving the screen: the request in flight is aborted and the promise rejects */
  signal: AbortSignal;
  onProgress: (progress: CsvExportProgress) => void;
}) => Promise<{ blob: Blob; rows: number }>;

/**
 * The feature's catalog, for the words that name its rows: `exportingRows` while it runs ("Exporting 100 of
 * 2,000 rows": `{total}` for its plural, `{writtenText}`, `{totalText}`) and `exported`, the toast once the
 * file is saved ("Exported 2,000 transactions to x.csv": `{count}`, `{countText}`, `{fileName}`).
 */
type CsvExportRowWords = Messages<'exportingRows' | 'exported'>;

interface CsvExportButtonProps {
  run: CsvExportRun;
  /** the saved file's name, asked for when the export starts (it may need the organization's name) */
  fileName: () => string | Promise<string>;
  rowWords: CsvExportRowWords;
  /**
   * The file holds amounts (of these): while privacy mode hides them, the user says so first (issue 32), in a
   * dialog loaded when asked. Declining exports nothing.
   */
  revealsAmountsOf?: CsvAmountsOf;
}

type ExportState =
  | { phase: 'idle'; cancelled?: boolean }
  | { phase: 'running'; progress: CsvExportProgress | null }
  | { phase: 'failed'; message: string };

/**
 * "Export CSV" of exactly the filtered rows (every page, not the one on screen), with its progress ("n of
 * total") and a Cancel button while it runs. Cancelling aborts the request in flight and saves nothing; so
 * does a failure, whose message is shown. The transactions' and the audit log's exports are this button.
 */
export function CsvExportButton({ run, fileName, rowWords, revealsAmountsOf }: CsvExportButtonProps) {
  const t = useT(csvExportMessages);
  const tRows = useT(rowWords);
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const [askingToReveal, setAskingToReveal] = useState(false);
  const running = useRef<AbortController | null>(null);

  // leaving the screen (or changing the filters' owner) ends an export nobody will see
  useEffect(() => () => running.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'running', progress: null });
    try {
      const [{ blob, rows }, name] = await Promise.all([
        run({
          signal: controller.signal,
          onProgress: (progress) => setState({ phase: 'running', progress }),
        }),
        fileName(),
      ]);
      if (controller.signal.aborted) return;
      saveFile(blob, name);
      setState({ phase: 'idle' });
      // in the language of the moment it is shown (the user may have switched while the file was written)
      showToast(
        translate(rowWords, 'exported', { count: rows, countText: formatCount(rows), fileName: name }),
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      // the file's name failed while the pages were still being read: they are no longer wanted
      controller.abort();
      setState({
        phase: 'failed',
        message: failureMessage(error) ?? translate(csvExportMessages, 'exportFailed'),
      });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setState({ phase: 'idle', cancelled: true });
  }

  if (state.phase === 'running') {
    const label = ({ written, total }: CsvExportProgress) =>
      tRows('exportingRows', { total, writtenText: formatCount(written), totalText: formatCount(total) });
    return <CsvExportProgressView progress={state.progress} label={label} onCancel={cancel} />;
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        onClick={() => (revealsAmountsOf && amountsHidden() ? setAskingToReveal(true) : void start())}
      >
        {t('exportCsv')}
      </Button>
      {askingToReveal && revealsAmountsOf && (
        <Suspense fallback={null}>
          <ExportRevealDialog
            amountsOf={revealsAmountsOf}
            onConfirm={() => {
              setAskingToReveal(false);
              void start();
            }}
            onClose={() => setAskingToReveal(false)}
          />
        </Suspense>
      )}
      {state.phase === 'failed' && (
        <Alert color="red" role="alert" title={t('exportFailedTitle')}>
          {state.message}
        </Alert>
      )}
      {state.phase === 'idle' && state.cancelled && (
        <Text size="sm" c="dimmed" role="status">
          {t('exportCancelled')}
        </Text>
      )}
    </Stack>
  );
}
