import { act, render, screen, waitFor } from '@testing-library/react';
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
});
