import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ListPagination } from './ListPagination';

describe('ListPagination', () => {
  it('a page change scrolls back to the top of the screen', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onPageChange = vi.fn();
    renderWithApp(<ListPagination count={250} pageCount={3} page={0} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Następna' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
  });

  it('shows a capped count as a lower bound, in the Polish plural', () => {
    const { unmount } = renderWithApp(
      <ListPagination count={2201} pageCount={23} page={12} onPageChange={() => {}} lowerBound />,
    );
    expect(screen.getByTestId('page-count')).toHaveTextContent('23+ strony');
    unmount();
    renderWithApp(
      <ListPagination count={10001} pageCount={101} page={90} onPageChange={() => {}} lowerBound />,
    );
    expect(screen.getByTestId('page-count')).toHaveTextContent('101+ stron');
  });
});
