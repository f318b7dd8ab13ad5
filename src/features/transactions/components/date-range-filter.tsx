import { lazy, Suspense, useState } from 'react';
import { InputBase } from '@mantine/core';

export interface DateRangeFilterProps {
  startDate: string | undefined;
  endDate: string | undefined;
  onChange: (range: { startDate: string | undefined; endDate: string | undefined }) => void;
}

const LABEL = 'Created between (UTC)';
const loadPicker = () => import('./date-range-picker.tsx');
const DateRangePicker = lazy(async () => ({ default: (await loadPicker()).DateRangePicker }));

/**
 * The created-at range filter. Its calendar (@mantine/dates, 13 KiB gzip, a third of the transactions
 * screen's own weight) loads on demand: until a range is set or the field is clicked, a button that looks
 * and reads the same stands in for it, and starts the download when pointed at or focused.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const [asked, setAsked] = useState(false);
  const standIn = (
    <InputBase
      component="button"
      type="button"
      label={LABEL}
      miw={240}
      pointer
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setAsked(true)}
    >
      {props.startDate && props.endDate ? `${props.startDate} – ${props.endDate}` : null}
    </InputBase>
  );
  if (!asked && !props.startDate && !props.endDate) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DateRangePicker {...props} label={LABEL} openAtOnce={asked} />
    </Suspense>
  );
}
