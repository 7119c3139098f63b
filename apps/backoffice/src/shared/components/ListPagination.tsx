// The page links under a long list: shown only above one page of rows (SPEC: 100 a page), with the
// spec's margin and range of page numbers. A page change scrolls back to the top, where the new
// page's first rows are.
import { Group } from '@mantine/core';
import { PAGINATION } from '@tourplanner/domain/constants';
import { showsPagination } from '@tourplanner/domain/paging';
import { Pagination } from '@tourplanner/ui/Pagination';

export interface ListPaginationProps {
  /** All rows of the list, on every page. */
  count: number;
  pageCount: number;
  page: number;
  onPageChange: (page: number) => void;
}

export function ListPagination({ count, pageCount, page, onPageChange }: ListPaginationProps) {
  if (!showsPagination(count)) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        pageCount={pageCount}
        page={page}
        onPageChange={(next) => {
          onPageChange(next);
          window.scrollTo({ top: 0 });
        }}
        marginPages={PAGINATION.marginPages}
        pageRange={PAGINATION.pageRange}
      />
    </Group>
  );
}
