import { describe, expect, it, vi } from 'vitest';
import { DatePartsInput } from './DatePartsInput';
import { fireEvent, render, screen } from './test-utils';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DatePartsInput', () => {
  it('emits the date once day, month and year make one, and null when they stop making one', () => {
    const onChange = vi.fn();
    render(<DatePartsInput value={null} onChange={onChange} label="Data akcji" />);
    expect(screen.getByRole('group', { name: 'Data akcji' })).toBeInTheDocument();
    type('Dzień', '24');
    type('Miesiąc', '11');
    type('Rok', '202');
    expect(onChange).not.toHaveBeenCalled();
    type('Rok', '2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
    type('Dzień', '31');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('says the date is wrong for 31.02 and keeps digits only', () => {
    render(<DatePartsInput value={null} onChange={vi.fn()} />);
    type('Dzień', '3x1');
    expect(screen.getByLabelText('Dzień')).toHaveValue('31');
    type('Miesiąc', '02');
    type('Rok', '2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Niepoprawna data');
    expect(screen.getByLabelText('Rok')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a date given from outside and follows a new one', () => {
    const { rerender } = render(<DatePartsInput value="2026-01-05" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Dzień')).toHaveValue('05');
    expect(screen.getByLabelText('Miesiąc')).toHaveValue('01');
    expect(screen.getByLabelText('Rok')).toHaveValue('2026');
    rerender(<DatePartsInput value="2027-12-31" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Dzień')).toHaveValue('31');
    expect(screen.getByLabelText('Rok')).toHaveValue('2027');
  });
});
