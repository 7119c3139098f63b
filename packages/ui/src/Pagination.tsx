// The pager of the actions and reports tables: 'Poprzednia', page numbers with ellipses,
// 'Następna'. Pages are zero-based like the API's offset (offset = page size x page).
import { Button, Group } from '@mantine/core';
import { PAGINATION } from '@tourplanner/domain/constants';
import { ui } from '@tourplanner/i18n-pl/ui';
import { pageItems } from './lib/pagination';

export interface PaginationProps {
  pageCount: number;
  /** Zero-based selected page. */
  page: number;
  onPageChange: (page: number) => void;
  /** Pages always shown at each end (the actions page passes 2). */
  marginPages?: number;
  /** Pages shown around the selected one (the actions page passes 5). */
  pageRange?: number;
  previousLabel?: string;
  nextLabel?: string;
  /** Name of the navigation landmark, when a screen has more than one pager. */
  ariaLabel?: string;
  disabled?: boolean;
}

export function Pagination({
  pageCount,
  page,
  onPageChange,
  marginPages = PAGINATION.defaultMarginPages,
  pageRange = PAGINATION.defaultPageRange,
  previousLabel = ui.pagination.previous,
  nextLabel = ui.pagination.next,
  ariaLabel = ui.pagination.label,
  disabled = false,
}: PaginationProps) {
  if (pageCount < 1) return null;
  const selected = Math.min(Math.max(page, 0), pageCount - 1);
  const go = (target: number) => {
    if (target !== selected && target >= 0 && target < pageCount) onPageChange(target);
  };
  return (
    <nav aria-label={ariaLabel} className="tp-pagination">
      <Group component="ul" gap={4} justify="center" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        <li>
          <Button
            variant="default"
            size="xs"
            disabled={disabled || selected === 0}
            onClick={() => go(selected - 1)}
          >
            {previousLabel}
          </Button>
        </li>
        {pageItems(pageCount, selected, pageRange, marginPages).map((item) =>
          item.type === 'break' ? (
            <li key={`break-${item.index}`} aria-hidden="true" className="tp-pagination-break">
              …
            </li>
          ) : (
            <li key={item.index}>
              <Button
                size="xs"
                miw={32}
                px={8}
                variant={item.index === selected ? 'filled' : 'subtle'}
                aria-current={item.index === selected ? 'page' : undefined}
                aria-label={ui.pagination.page(item.index + 1)}
                disabled={disabled}
                onClick={() => go(item.index)}
              >
                {item.index + 1}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="default"
            size="xs"
            disabled={disabled || selected >= pageCount - 1}
            onClick={() => go(selected + 1)}
          >
            {nextLabel}
          </Button>
        </li>
      </Group>
    </nav>
  );
}
