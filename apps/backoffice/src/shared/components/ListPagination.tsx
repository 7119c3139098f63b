// The page links under a long list: shown only above one page of rows (SPEC: 100 a page), with the
// spec's margin and range of page numbers. A page change scrolls back to the top, where the new
// page's first rows are. A count the API capped (ten pages past the asked one) is a lower bound,
// and the pager says so: '100+ stron'.
import { Group, Text } from '@mantine/core';
import { PAGINATION } from '@tourplanner/domain/constants';
import { showsPagination } from '@tourplanner/domain/paging';
import { LIST_PAGES } from '@tourplanner/i18n-pl/backoffice';
import { Pagination } from '@tourplanner/ui/Pagination';

export interface ListPaginationProps {
  /** All rows of the list, on every page. */
  count: number;
  pageCount: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The count is a lower bound (countIsLowerBound): there are at least `pageCount` pages. */
  lowerBound?: boolean;
}

export function ListPagination({
  count,
  pageCount,
  page,
  onPageChange,
  lowerBound = false,
}: ListPaginationProps) {
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
      {lowerBound && (
        <Text size="sm" c="dimmed" data-testid="page-count">
          {LIST_PAGES.atLeast(pageCount)}
        </Text>
      )}
    </Group>
  );
}
