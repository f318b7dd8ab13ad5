import '@mantine/core/styles/Progress.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useApiClient } from '../../../api/context.tsx';
import { translate, useT } from '../../../i18n/translate.ts';
import { formatCount } from '../../../lib/count.ts';
import { saveFile } from '../../../lib/csv.ts';
import { failureMessage } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { auditCsvFileName } from '../csv.ts';
import { exportAuditCsv, type AuditExportProgress } from '../csv-export.ts';
import { auditMessages } from '../messages/index.ts';
import type { AuditFilters } from '../queries.ts';

type ExportState =
  | { phase: 'idle'; cancelled?: boolean }
  | { phase: 'running'; progress: AuditExportProgress | null }
  | { phase: 'failed'; message: string };

interface ExportAuditButtonProps {
  filters: AuditFilters;
  /** the file's name says whose log and which environment */
  organizationName: string;
  env: string;
}

/**
 * "Export CSV" of exactly the filtered entries (every page, not the one on screen), with its progress and a
 * Cancel button while it runs, as the transactions' export does. Cancelling or a failure saves nothing.
 */
export function ExportAuditButton({ filters, organizationName, env }: ExportAuditButtonProps) {
  const t = useT(auditMessages);
  const api = useApiClient();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  // leaving the screen ends an export nobody will see
  useEffect(() => () => running.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'running', progress: null });
    try {
      const { blob, rows } = await exportAuditCsv({
        api,
        filters,
        signal: controller.signal,
        onProgress: (progress) => setState({ phase: 'running', progress }),
      });
      if (controller.signal.aborted) return;
      const fileName = auditCsvFileName(organizationName, env, filters);
      saveFile(blob, fileName);
      setState({ phase: 'idle' });
      showToast(
        translate(auditMessages, 'exported', { count: rows, countText: formatCount(rows), fileName }),
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        phase: 'failed',
        message: failureMessage(error) ?? translate(auditMessages, 'exportFailed'),
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
    return (
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Stack gap={4} miw={160} style={{ flex: 1 }}>
          <Text size="sm" role="status" aria-live="polite">
            {progress
              ? t('exportingRows', {
                  total: progress.total,
                  writtenText: formatCount(progress.written),
                  totalText: formatCount(progress.total),
                })
              : t('preparingExport')}
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
      <Button variant="default" onClick={() => void start()}>
        {t('exportCsv')}
      </Button>
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
