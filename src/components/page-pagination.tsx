import { useMemo } from 'react';
import { Pagination, type PaginationProps } from '@mantine/core';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

const CONTROL_NAMES = {
  first: 'firstPage',
  previous: 'previousPage',
  next: 'nextPage',
  last: 'lastPage',
} as const;

/**
 * Mantine's Pagination with every control named for a screen reader ("Page 3", "Previous page", "Next
 * page"), one page on each side of the current one and at each end. The caller gives it its landmark (a
 * `nav` named for what it pages) and its Pagination styles (the feature's styles.ts).
 */
export function PagePagination(props: PaginationProps) {
  const t = useT(componentsMessages);
  const names = useMemo(
    () => ({
      item: (page: number) => ({ 'aria-label': t('page', { page: String(page) }) }),
      control: (control: keyof typeof CONTROL_NAMES) => ({ 'aria-label': t(CONTROL_NAMES[control]) }),
    }),
    [t],
  );
  return (
    <Pagination
      siblings={1}
      boundaries={1}
      getItemProps={names.item}
      getControlProps={names.control}
      {...props}
    />
  );
}
