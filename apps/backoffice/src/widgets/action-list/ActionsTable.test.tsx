import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAction } from '../../test/render';
import { ActionsTable, type ActionsTableProps } from './ActionsTable';

const page = (n: number, prefix = 'a') =>
  Array.from({ length: n }, (_, i) => makeAction({ uuid: `${prefix}${i}`, ident: `AK-${prefix}${i}` }));

const props = (actions: ActionsTableProps['actions']): ActionsTableProps => ({
  actions,
  offset: 0,
  role: 'ADMIN',
  status: () => null,
  rowActions: () => null,
  caption: 'Akcje',
});

describe('ActionsTable', () => {
  it('a list arriving in an empty table: a screenful of rows first, all hundred a frame later', async () => {
    const view = render(<ActionsTable {...props([])} />);
    act(() => view.rerender(<ActionsTable {...props(page(100))} />));
    expect(screen.getAllByTestId('action-row')).toHaveLength(20);
    await waitFor(() => expect(screen.getAllByTestId('action-row')).toHaveLength(100));
    expect(screen.getAllByTestId('action-row')[99]).toHaveTextContent('100');
  });

  it('mounted with a list: a screenful first, then the rest', async () => {
    render(<ActionsTable {...props(page(100))} />);
    expect(screen.getAllByTestId('action-row')).toHaveLength(20);
    await waitFor(() => expect(screen.getAllByTestId('action-row')).toHaveLength(100));
  });

  it('a list replacing rows already shown is drawn whole at once (nothing below the fold blinks)', async () => {
    const view = render(<ActionsTable {...props(page(100))} />);
    await waitFor(() => expect(screen.getAllByTestId('action-row')).toHaveLength(100));
    act(() => view.rerender(<ActionsTable {...props(page(100, 'b'))} />));
    expect(screen.getAllByTestId('action-row')).toHaveLength(100);
  });

  it("shows how far from the point she started and finished, each when it was measured (Akcje and Raporty's rows)", () => {
    render(
      <ActionsTable
        {...props([
          makeAction({ uuid: 'both', ident: 'AK-BOTH', startDistance: 412.4, finishDistance: 1287.6 }),
          makeAction({ uuid: 'start', ident: 'AK-START', startDistance: 35, finishDistance: null }),
          makeAction({ uuid: 'finish', ident: 'AK-FINISH', startDistance: null, finishDistance: 0.4 }),
          makeAction({ uuid: 'none', ident: 'AK-NONE' }),
        ])}
      />,
    );
    const row = (ident: string) =>
      within(screen.getAllByTestId('action-row').find((r) => r.textContent?.includes(ident))!);
    expect(row('AK-BOTH').getByText('Rozpoczęto 412 m od lokalizacji')).toBeInTheDocument();
    expect(row('AK-BOTH').getByText('Zakończono 1288 m od lokalizacji')).toBeInTheDocument();
    expect(row('AK-START').getByText('Rozpoczęto 35 m od lokalizacji')).toBeInTheDocument();
    expect(row('AK-START').queryByText(/Zakończono/)).toBeNull();
    // A finish at the point itself is a distance too (0 m), not a missing one.
    expect(row('AK-FINISH').getByText('Zakończono 0 m od lokalizacji')).toBeInTheDocument();
    expect(row('AK-FINISH').queryByText(/Rozpoczęto/)).toBeNull();
    expect(row('AK-NONE').queryByText(/od lokalizacji/)).toBeNull();
  });
});
