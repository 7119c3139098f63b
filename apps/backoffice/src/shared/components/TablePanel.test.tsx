import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { TablePanel } from './TablePanel';

const panel = (loading: boolean, empty: boolean) =>
  renderWithApp(
    <TablePanel loading={loading} empty={empty} emptyText="Brak akcji.">
      <table aria-label="lista" />
    </TablePanel>,
  );

describe('TablePanel', () => {
  it('shows the empty text instead of the table once loading brought nothing', () => {
    panel(false, true);
    expect(screen.getByText('Brak akcji.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says it is busy while loading and keeps the rows it has; no empty text meanwhile', () => {
    const { container } = panel(true, false);
    expect(screen.getByRole('table', { name: 'lista' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    panel(true, true);
    expect(screen.queryByText('Brak akcji.')).toBeNull();
  });
});
