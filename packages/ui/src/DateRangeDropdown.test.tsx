import { describe, expect, it, vi } from 'vitest';
import { DateRangeDropdown, formatRange } from './DateRangeDropdown';
import { fireEvent, render, screen } from './test-utils';

describe('DateRangeDropdown', () => {
  it('shows the range as YYYY.MM.DD', () => {
    expect(formatRange({ from: '2026-11-22', to: '2026-11-29' })).toBe('2026.11.22 – 2026.11.29');
    expect(formatRange({ from: null, to: null })).toBeNull();
  });

  it('opens Polish calendars starting on Monday and applies the picked range', async () => {
    const onChange = vi.fn();
    render(<DateRangeDropdown value={{ from: '2026-11-22', to: '2026-11-29' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zakres dat: 2026.11.22 – 2026.11.29' }));
    expect(await screen.findByRole('group', { name: /^Od/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Do/ })).toBeInTheDocument();
    expect(screen.getAllByText('listopad 2026')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'listopad 2026' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Następny miesiąc' })).toHaveLength(2);
    const firstWeekday = document.querySelector('thead th');
    expect(firstWeekday?.textContent).toMatch(/^pn|^po/i);

    fireEvent.click(screen.getAllByRole('button', { name: '24 listopada 2026' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: '27 listopada 2026' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-24', to: '2026-11-27' });
  });

  it('the month filter applies the first to the last day of the picked month', async () => {
    const onChange = vi.fn();
    render(<DateRangeDropdown value={{ from: '2026-11-22', to: '2026-11-29' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zakres dat: 2026.11.22 – 2026.11.29' }));
    const month = await screen.findByRole('group', { name: 'Cały miesiąc' });
    expect(month).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'luty 2026 – Cały miesiąc' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-02-01', to: '2026-02-28' });
  });
});
