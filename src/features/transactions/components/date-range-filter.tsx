import { lazy, Suspense, useState } from 'react';
import { InputBase } from '@mantine/core';
import { currentLocale } from '../../../i18n/locale-store.ts';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';

export interface DateRangeFilterProps {
  startDate: string | undefined;
  endDate: string | undefined;
  onChange: (range: { startDate: string | undefined; endDate: string | undefined }) => void;
}

/** The calendar's code, and its month and day names in the language spoken (English needs none). */
const loadPicker = async () => {
  const [picker, { loadDatesLocale }] = await Promise.all([
    import('./date-range-picker.tsx'),
    import('./dates-locale.ts'),
  ]);
  // without them the calendar opens in English names, and switches once they come
  await loadDatesLocale(currentLocale()).catch(() => undefined);
  return picker;
};
const DateRangePicker = lazy(async () => ({ default: (await loadPicker()).DateRangePicker }));

/**
 * The created-at range filter. Its calendar (@mantine/dates, 13 KiB gzip, a third of the transactions
 * screen's own weight) loads on demand: until a range is set or the field is clicked, a button that looks
 * and reads the same stands in for it, and starts the download when pointed at or focused.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const t = useT(transactionsMessages);
  const [asked, setAsked] = useState(false);
  const label = t('dateRange');
  const standIn = (
    <InputBase
      component="button"
      type="button"
      label={label}
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
      <DateRangePicker {...props} label={label} openAtOnce={asked} />
    </Suspense>
  );
}
