import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppModal } from './AppModal';
import { ConfirmDialog } from './ConfirmDialog';
import { InfoModal } from './InfoModal';
import { act, fireEvent, render, screen } from './test-utils';

describe('AppModal close timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['default', 300],
    ['photo', 600],
    ['webform', 1000],
  ] as const)('%s: keeps the content mounted for %i ms after closing, then calls onClosed', (variant, ms) => {
    const onClosed = vi.fn();
    const view = (opened: boolean) => (
      <AppModal opened={opened} onClose={() => undefined} onClosed={onClosed} variant={variant} title="Okno">
        <p>Treść okna</p>
      </AppModal>
    );
    const { rerender } = render(view(true));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Treść okna')).toBeInTheDocument();

    rerender(view(false));
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(screen.getByText('Treść okna')).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.queryByText('Treść okna')).not.toBeInTheDocument();
  });

  it('does not call onClosed when reopened before the timeout ends', () => {
    const onClosed = vi.fn();
    const view = (opened: boolean) => (
      <AppModal opened={opened} onClose={() => undefined} onClosed={onClosed} title="Okno">
        <p>Treść okna</p>
      </AppModal>
    );
    const { rerender } = render(view(true));
    rerender(view(false));
    act(() => vi.advanceTimersByTime(100));
    rerender(view(true));
    act(() => vi.advanceTimersByTime(1000));
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByText('Treść okna')).toBeVisible();
  });
});

describe('InfoModal and ConfirmDialog', () => {
  it('InfoModal closes with its OK button', () => {
    const onClose = vi.fn();
    render(
      <InfoModal opened onClose={onClose} title="Informacja">
        Akcje zostały anulowane przez personel.
      </InfoModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Informacja' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ConfirmDialog confirms and cancels, in Polish by default', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        opened
        title="Anulować akcję?"
        message="Na pewno?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('ConfirmDialog disables cancel while loading', () => {
    render(<ConfirmDialog opened title="Zapis" message="…" onConfirm={vi.fn()} onCancel={vi.fn()} loading />);
    expect(screen.getByRole('button', { name: 'Anuluj' })).toBeDisabled();
  });
});

describe('AppModal focus return', () => {
  it('returns focus to the opener when the modal was mounted already open', async () => {
    const view = (mounted: boolean, opened: boolean) => (
      <>
        <button type="button">Otwórz</button>
        {mounted ? (
          <AppModal opened={opened} onClose={() => undefined} title="Okno">
            <input aria-label="Pole" />
          </AppModal>
        ) : null}
      </>
    );
    const { rerender } = render(view(false, false));
    const opener = screen.getByRole('button', { name: 'Otwórz' });
    opener.focus();
    rerender(view(true, true));
    await screen.findByRole('dialog', { name: 'Okno' });
    screen.getByLabelText('Pole').focus();
    rerender(view(true, false));
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});
