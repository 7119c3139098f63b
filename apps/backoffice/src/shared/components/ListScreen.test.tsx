import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ListScreen } from './ListScreen';

const row = (
  <Table.Tr>
    <Table.Td>Jesień</Table.Td>
    <Table.Td>
      <button type="button">Edytuj</button>
    </Table.Td>
  </Table.Tr>
);

describe('ListScreen', () => {
  it('draws the title with its tools, the header row of the columns, the rows and the footer', () => {
    renderWithApp(
      <ListScreen
        title="Eventy"
        tools={<button type="button">Dodaj event</button>}
        list={{ loading: false, empty: false, emptyText: 'Brak eventów.' }}
        columns={['Nazwa', { label: 'Edycja', hidden: true }]}
        footer={<nav aria-label="strony" />}
      >
        {row}
      </ListScreen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Eventy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj event' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Nazwa', 'Edycja']);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Jesień')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'strony' })).toBeInTheDocument();
  });

  it('shows the empty text instead of the table, and a failed load with its retry', () => {
    const { unmount } = renderWithApp(
      <ListScreen
        title="Eventy"
        list={{ loading: false, empty: true, emptyText: 'Brak eventów.' }}
        columns={['Nazwa']}
      >
        {null}
      </ListScreen>,
    );
    expect(screen.getByText('Brak eventów.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderWithApp(
      <ListScreen
        title="Eventy"
        list={{ loading: false, empty: true, emptyText: 'Brak eventów.', failed: { onRetry: () => {} } }}
        columns={['Nazwa']}
      >
        {null}
      </ListScreen>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Brak eventów.')).toBeNull();
  });

  it('takes a whole table of its own as the children when it has no columns', () => {
    renderWithApp(
      <ListScreen title="Akcje" list={{ loading: false, empty: false, emptyText: 'Brak akcji.' }}>
        <table aria-label="akcje">
          <tbody>
            <tr>
              <td>AKC-1</td>
            </tr>
          </tbody>
        </table>
      </ListScreen>,
    );
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'akcje' })).toHaveTextContent('AKC-1');
  });
});
