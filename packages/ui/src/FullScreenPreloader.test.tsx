import { TIMINGS } from '@tourplanner/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullScreenPreloader } from './FullScreenPreloader';
import { act, render, screen } from './test-utils';

describe('FullScreenPreloader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays 600 ms after it is told to hide', () => {
    vi.useFakeTimers();
    const { rerender } = render(<FullScreenPreloader visible />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
    rerender(<FullScreenPreloader visible={false} />);
    act(() => vi.advanceTimersByTime(TIMINGS.preloaderHideMs - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing when never shown', () => {
    render(<FullScreenPreloader visible={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
