import { lazy, Suspense, type ComponentType } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/translate.ts';
import type { ExportProgressBarProps } from './export-progress-bar.tsx';
import { csvExportMessages } from './messages/index.ts';

// the bar comes when an export starts (a screen with an export opens without Mantine's Progress); where its file
// cannot be fetched, the words above it still tell the progress
const ExportProgressBar = lazy<ComponentType<ExportProgressBarProps>>(() =>
  import('./export-progress-bar.tsx').catch(() => ({ default: () => null })),
);
/** the bar's height (Mantine's Progress, size sm) while it loads: the Cancel button beside it does not move */
const BAR_HEIGHT = 'calc(0.3125rem * var(--mantine-scale))';

/** How far an export has got: rows written so far of the rows the provider counts (its latest answer). */
export interface CsvExportProgress {
  written: number;
  total: number;
}

interface CsvExportProgressViewProps {
  /** null until the first page has answered */
  progress: CsvExportProgress | null;
  /** the feature's words for it ("Exporting 100 of 2,000 rows") */
  label: (progress: CsvExportProgress) => string;
  onCancel: () => void;
}

/** An export while it runs: its progress, announced as it moves, and the Cancel that stops it. */
export function CsvExportProgressView({ progress, label, onCancel }: CsvExportProgressViewProps) {
  const t = useT(csvExportMessages);
  const value = progress && progress.total > 0 ? (progress.written / progress.total) * 100 : 0;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Stack gap={4} miw={160} style={{ flex: 1 }}>
        <Text size="sm" role="status" aria-live="polite">
          {progress ? label(progress) : t('preparingExport')}
        </Text>
        <Suspense fallback={<div style={{ height: BAR_HEIGHT }} />}>
          <ExportProgressBar value={value} label={t('exportProgress')} animated={!progress} />
        </Suspense>
      </Stack>
      <Button variant="default" onClick={onCancel}>
        {t('cancelExport')}
      </Button>
    </Group>
  );
}
