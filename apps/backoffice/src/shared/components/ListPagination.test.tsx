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
});
