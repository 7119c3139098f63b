// The shape every list screen of the back office shares (Akcje, Raporty, Eventy, Personel, Konta):
// the page header (the title and its tools, wrapping on narrow screens), an optional bar between it
// and the table (a search), the bordered table panel with its loading, empty and failed states,
// and what goes below (the pagination). A plain table gives its columns and its rows: the header
// row is drawn here; a table of its own (the action list's) comes whole as the children.
import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { TablePanel, type TablePanelProps } from './TablePanel';

/** A column's header: its text, or a text only screen readers hear (a column of buttons). */
export type ListColumn = string | { label: string; hidden: true };

export interface ListScreenProps {
  title: string;
  /** The header's tools: a date range, a filter, the add button. */
  tools?: ReactNode;
  /** What stands between the header and the table (a search bar). */
  filters?: ReactNode;
  /** The list's state: loading, empty (with its text), failed (with its retry). */
  list: Omit<TablePanelProps, 'children'>;
  /** A plain table's header row; without it the children are a whole table. */
  columns?: readonly ListColumn[];
  /** The width under which a plain table scrolls sideways. */
  minWidth?: number;
  /** Below the table: the pagination. */
  footer?: ReactNode;
  /** The rows of a plain table, or a whole table. */
  children: ReactNode;
}

export function ListScreen({
  title,
  tools,
  filters,
  list,
  columns,
  minWidth = 760,
  footer,
  children,
}: ListScreenProps) {
  return (
    <>
      <PageHeader title={title}>{tools}</PageHeader>
      {filters}
      <TablePanel {...list}>
        {columns ? (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) =>
                    typeof column === 'string' ? (
                      <Table.Th key={column}>{column}</Table.Th>
                    ) : (
                      <Table.Th key={column.label}>
                        <VisuallyHidden>{column.label}</VisuallyHidden>
                      </Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          children
        )}
      </TablePanel>
      {footer}
    </>
  );
}
