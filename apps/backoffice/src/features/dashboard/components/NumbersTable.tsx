// A chart's numbers as a table (issue 31: every chart has its numbers under it): the first column
// names the row (a row header), the others are right-aligned figures already formatted in Polish.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface NumbersRow {
  key: string;
  label: ReactNode;
  cells: ReactNode[];
}

export interface NumbersTableProps {
  /** What the table holds, read out by screen readers (and shown small above the table). */
  caption: string;
  /** The first column's header, then one per figure. */
  head: [string, ...string[]];
  rows: NumbersRow[];
  minWidth?: number;
}

export function NumbersTable({ caption, head, rows, minWidth = 360 }: NumbersTableProps) {
  const [first, ...figures] = head;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{first}</Table.Th>
            {figures.map((h) => (
              <Table.Th key={h} scope="col" ta="right">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              {row.cells.map((cell, i) => (
                <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
