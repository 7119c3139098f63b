import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { fireEvent, render, screen, within } from './test-utils';

describe('Pagination', () => {
  it('is a named navigation with Polish labels and the current page marked', () => {
    render(<Pagination pageCount={20} page={9} onPageChange={vi.fn()} marginPages={2} pageRange={5} />);
    const nav = screen.getByRole('navigation', { name: 'Paginacja' });
    expect(within(nav).getByRole('button', { name: 'Poprzednia' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Następna' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Strona 10' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Strona/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '8', '9', '10', '11', '12', '19', '20']);
  });

  it('reports zero-based pages and disables the ends', () => {
    const onPageChange = vi.fn();
    render(<Pagination pageCount={5} page={0} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Poprzednia' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Następna' }));
    fireEvent.click(screen.getByRole('button', { name: 'Strona 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Strona 1' }));
    expect(onPageChange.mock.calls).toEqual([[1], [2]]);
  });

  it('disables Następna on the last page and renders nothing without pages', () => {
    const { rerender } = render(<Pagination pageCount={5} page={4} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Następna' })).toBeDisabled();
    rerender(<Pagination pageCount={0} page={0} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
