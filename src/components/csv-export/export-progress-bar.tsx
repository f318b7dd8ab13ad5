import '@mantine/core/styles/Progress.css';
import { Progress } from '@mantine/core';

export interface ExportProgressBarProps {
  value: number;
  label: string;
  animated: boolean;
}

/** The export's bar (Mantine's Progress), a module of its own: loaded when an export starts, not with the screen. */
export default function ExportProgressBar({ value, label, animated }: ExportProgressBarProps) {
  return <Progress value={value} size="sm" aria-label={label} animated={animated} />;
}
