import { Pagination, type PaginationProps } from '@mantine/core';

const itemProps = (page: number) => ({ 'aria-label': `Page ${page}` });
const controlProps = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label':
    control === 'previous'
      ? 'Previous page'
      : control === 'next'
        ? 'Next page'
        : control === 'first'
          ? 'First page'
          : 'Last page',
});

/**
 * Mantine's Pagination with every control named for a screen reader ("Page 3", "Previous page", "Next
 * page"), one page on each side of the current one and at each end. The caller gives it its landmark (a
 * `nav` named for what it pages) and its Pagination styles (the feature's styles.ts).
 */
export function PagePagination(props: PaginationProps) {
  return (
    <Pagination
      siblings={1}
      boundaries={1}
      getItemProps={itemProps}
      getControlProps={controlProps}
      {...props}
    />
  );
}
