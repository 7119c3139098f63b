import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CopyDialog } from './CopyDialog';

describe('CopyDialog', () => {
  it('turns a count over 100 into 100 and says so before copying', async () => {
    const onCopy = vi.fn();
    renderWithApp(<CopyDialog opened onClose={() => {}} onCopy={onCopy} />);
    const input = await screen.findByLabelText('Liczba kopii');
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.tab();
    expect(input).toHaveValue('100');
    expect(screen.getByText('Najwięcej 100 kopii: liczba zmieniona na 100.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Powiel' }));
    expect(onCopy).toHaveBeenCalledWith(expect.anything(), 100);
  });
});
