import { TIMINGS } from '@tourplanner/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './lib/toast';
import { act, fireEvent, render, screen } from './test-utils';

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notice for 2 s, then plays the 300 ms exit animation and removes it', () => {
    render(<div />);
    act(() => {
      toast.show('Status akcji zmieniony');
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Status akcji zmieniony');
    expect(notice).toHaveAttribute('data-phase', 'enter');

    act(() => vi.advanceTimersByTime(TIMINGS.toastEnterMs));
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'shown');

    act(() => vi.advanceTimersByTime(TIMINGS.toastLifetimeMs - TIMINGS.toastEnterMs - 1));
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'shown');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'exit');

    act(() => vi.advanceTimersByTime(TIMINGS.toastExitMs - 1));
    expect(screen.getByText('Status akcji zmieniony')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Status akcji zmieniony')).not.toBeInTheDocument();
  });

  it('uses 2000/500/300 ms from the domain constants', () => {
    expect([TIMINGS.toastLifetimeMs, TIMINGS.toastEnterMs, TIMINGS.toastExitMs]).toEqual([2000, 500, 300]);
  });

  it('announces errors as alerts and stacks notices in order', () => {
    render(<div />);
    act(() => {
      toast.show('Zapisano akcję');
      toast.show('Wystąpił błąd.', 'error');
      toast.error('Brak uprawnień');
    });
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'Wystąpił błąd.',
      'Brak uprawnień',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Zapisano akcję');
    expect(screen.getByRole('region', { name: 'Powiadomienia' })).toBeInTheDocument();
  });

  it('closes early with its close button, after the exit animation', () => {
    render(<div />);
    act(() => {
      toast.show('Zmieniono hasło');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'exit');
    act(() => vi.advanceTimersByTime(TIMINGS.toastExitMs));
    expect(screen.queryByText('Zmieniono hasło')).not.toBeInTheDocument();
  });

  it('works without a mounted host (API errors before the first render) and can be cleared', () => {
    toast.show('Zalogowano');
    expect(toast.getSnapshot()).toHaveLength(1);
    toast.clear();
    expect(toast.getSnapshot()).toHaveLength(0);
  });
});
