import '@mantine/core/styles/Progress.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { failureMessage } from '../../lib/form.ts';
import { showToast } from '../../lib/toast.ts';
import { useSessionScope } from '../../session/context.tsx';
import { csvFileName } from './csv.ts';
import {
  exportTransactionsCsv,
  saveFile,
  type CsvExportProgress,
  type TransactionFilters,
} from './csv-export.ts';
import { currenciesQueryOptions, currentOrganizationName } from './reference-queries.ts';
import { formatCount } from '../../lib/count.ts';
import { translate, useT } from '../../i18n/translate.ts';
import { amountsHidden } from '../../lib/privacy.ts';
import { transactionsMessages } from './messages/index.ts';

// asked only in privacy mode: the list opens without the dialog's code (a modal) and words
const ExportRevealDialog = lazy(() => import('./export-reveal-dialog.tsx'));

type ExportState =
  | { phase: 'idle'; cancelled?: boolean }
  | { phase: 'running'; progress: CsvExportProgress | null }
  | { phase: 'failed'; message: string };

/**
 * "Export CSV" of exactly the filtered transactions (every page, not the one on screen), with its progress
 * ("n of total rows") and a Cancel button while it runs. Cancelling aborts the request in flight and saves
 * nothing; so does a failure, whose message is shown. The file is named after the organization, the
 * environment and the date range.
 */
export function ExportCsvButton({ filters }: { filters: TransactionFilters }) {
  const t = useT(transactionsMessages);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  // privacy mode: the file would reveal what the screen hides, so the user says so first (issue 32)
  const [askingToReveal, setAskingToReveal] = useState(false);
  const running = useRef<AbortController | null>(null);

  // leaving the screen (or changing the filters' owner) ends an export nobody will see
  useEffect(() => () => running.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'running', progress: null });
    try {
      const [currencies, organization] = await Promise.all([
        queryClient.ensureQueryData(currenciesQueryOptions(api, scope)),
        currentOrganizationName(queryClient, api, scope),
      ]);
      const { blob, rows } = await exportTransactionsCsv({
        api,
        filters,
        currencies,
        signal: controller.signal,
        onProgress: (progress) => setState({ phase: 'running', progress }),
      });
      if (controller.signal.aborted) return;
      const fileName = csvFileName(organization, scope.env, filters);
      saveFile(blob, fileName);
      setState({ phase: 'idle' });
      // in the language of the moment it is shown (the user may have switched while the file was written)
      showToast(
        translate(transactionsMessages, 'exported', { count: rows, countText: formatCount(rows), fileName }),
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        phase: 'failed',
        message: failureMessage(error) ?? translate(transactionsMessages, 'exportFailed'),
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
    const { progress } = state;
    const value = progress && progress.total > 0 ? (progress.written / progress.total) * 100 : 0;
    const label = progress
      ? t('exportingRows', {
          total: progress.total,
          writtenText: formatCount(progress.written),
          totalText: formatCount(progress.total),
        })
      : t('preparingExport');
    return (
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Stack gap={4} miw={160} style={{ flex: 1 }}>
          <Text size="sm" role="status" aria-live="polite">
            {label}
          </Text>
          <Progress value={value} size="sm" aria-label={t('exportProgress')} animated={!progress} />
        </Stack>
        <Button variant="default" onClick={cancel}>
          {t('cancelExport')}
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" onClick={() => (amountsHidden() ? setAskingToReveal(true) : void start())}>
        {t('exportCsv')}
      </Button>
      {askingToReveal && (
        <Suspense fallback={null}>
          <ExportRevealDialog
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
