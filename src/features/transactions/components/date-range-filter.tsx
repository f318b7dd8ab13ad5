import { useState } from 'react';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { isCalendarDate } from '../search.ts';

interface DateRangeFilterProps {
  startDate: string | undefined;
  endDate: string | undefined;
  onChange: (range: { startDate: string | undefined; endDate: string | undefined }) => void;
}

/**
 * The created-at range (YYYY-MM-DD, UTC days). docs/product/05-validation.md §5.4: the filter applies only
 * with both days, so the first picked day is held here, not in the URL, until the second one completes the
 * range; clearing removes both.
 */
export function DateRangeFilter({ startDate, endDate, onChange }: DateRangeFilterProps) {
  const fromUrl = `${startDate ?? ''}/${endDate ?? ''}`;
  const [range, setRange] = useState<DatesRangeValue<string>>([startDate ?? null, endDate ?? null]);
  const [shown, setShown] = useState(fromUrl);
  // the URL changed from elsewhere (a preset, Clear filters, back): show what it says (adjusted while
  // rendering, React's pattern for state derived from props)
  if (shown !== fromUrl) {
    setShown(fromUrl);
    setRange([startDate ?? null, endDate ?? null]);
  }
  return (
    <DatePickerInput
      type="range"
      label="Created between (UTC)"
      valueFormat="YYYY-MM-DD"
      clearable
      miw={240}
      value={range}
      onChange={(next) => {
        const [start, end] = next as DatesRangeValue<string>;
        setRange([start, end]);
        if (isCalendarDate(start) && isCalendarDate(end)) onChange({ startDate: start, endDate: end });
        else if (!start && !end) onChange({ startDate: undefined, endDate: undefined });
      }}
    />
  );
}
