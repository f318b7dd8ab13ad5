import { useEffect, useRef, useState } from 'react';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { isCalendarDate } from '../search.ts';
import type { DateRangeFilterProps } from './date-range-filter.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';
import { useDatesLocale } from './dates-locale.ts';

/**
 * The created-at range (YYYY-MM-DD, UTC days). docs/product/05-validation.md §5.4: the filter applies only
 * with both days, so the first picked day is held here, not in the URL, until the second one completes the
 * range; clearing removes both. Its month and day names follow the language (dates-locale.ts); its arrows turn
 * with the direction (@mantine/dates' styles point "previous" to the right under `dir="rtl"`).
 *
 * @public read off date-range-filter.tsx's dynamic import, which knip does not follow
 */
export function DateRangePicker({
  startDate,
  endDate,
  onChange,
  label,
  openAtOnce,
}: DateRangeFilterProps & { label: string; openAtOnce: boolean }) {
  const t = useT(transactionsMessages);
  const locale = useDatesLocale();
  const fromUrl = `${startDate ?? ''}/${endDate ?? ''}`;
  const [range, setRange] = useState<DatesRangeValue<string>>([startDate ?? null, endDate ?? null]);
  const [shown, setShown] = useState(fromUrl);
  // the URL changed from elsewhere (a preset, Clear filters, back): show what it says (adjusted while
  // rendering, React's pattern for state derived from props)
  if (shown !== fromUrl) {
    setShown(fromUrl);
    setRange([startDate ?? null, endDate ?? null]);
  }
  // loaded by a click on its stand-in (date-range-filter.tsx): that click opens the calendar, once (a ref
  // survives React's second run of effects in development)
  const input = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!openAtOnce || opened.current) return;
    opened.current = true;
    input.current?.focus();
    input.current?.click();
  }, [openAtOnce]);
  return (
    <DatePickerInput
      ref={input}
      type="range"
      label={label}
      locale={locale}
      valueFormat="YYYY-MM-DD"
      clearable
      clearButtonProps={{ 'aria-label': t('clearDateRange') }}
      ariaLabels={{
        previousMonth: t('previousMonth'),
        nextMonth: t('nextMonth'),
        previousYear: t('previousYear'),
        nextYear: t('nextYear'),
        previousDecade: t('previousDecade'),
        nextDecade: t('nextDecade'),
        monthLevelControl: t('chooseMonth'),
        yearLevelControl: t('chooseYear'),
      }}
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
