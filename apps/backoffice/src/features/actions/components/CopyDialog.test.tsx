import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copyPlan } from '@tourplanner/domain/copy';
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

  it('previews clashing copies: all or nothing makes none, skipping makes the free ones', async () => {
    const onCopy = vi.fn();
    const onClose = vi.fn();
    const preview = vi.fn(async (_checks: unknown, count: number) =>
      copyPlan(count, [], true, 'Koliduje z kopią 1.'),
    );
    renderWithApp(<CopyDialog opened onClose={onClose} onCopy={onCopy} preview={preview} />);
    const input = await screen.findByLabelText('Liczba kopii');
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Powiel' }));
    const shown = await screen.findByTestId('copy-preview');
    expect(shown).toHaveTextContent('Kopia 1: bez kolizji');
    expect(shown).toHaveTextContent('Kopia 2: Koliduje z kopią 1.');
    expect(shown).toHaveTextContent('Żadna kopia nie zostanie utworzona.');
    expect(screen.getByRole('button', { name: 'Powiel' })).toBeDisabled();
    expect(onCopy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Pomiń kolidujące' }));
    await userEvent.click(screen.getByRole('button', { name: 'Powiel' }));
    expect(onCopy).toHaveBeenCalledWith(expect.anything(), 1);
    expect(onClose).toHaveBeenCalled();
  });

  it('copies at once when no copy clashes', async () => {
    const onCopy = vi.fn();
    const preview = vi.fn(async (_checks: unknown, count: number) => copyPlan(count, [], false, ''));
    renderWithApp(<CopyDialog opened onClose={() => {}} onCopy={onCopy} preview={preview} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Powiel' }));
    expect(onCopy).toHaveBeenCalledWith(expect.anything(), 1);
    expect(screen.queryByTestId('copy-preview')).toBeNull();
  });
});
