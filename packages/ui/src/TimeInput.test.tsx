import { describe, expect, it, vi } from 'vitest';
import { TimeInput } from './TimeInput';
import { fireEvent, render, screen } from './test-utils';

describe('TimeInput', () => {
  it("completes '8' to '8:00' on blur and reports it", () => {
    const onChange = vi.fn();
    render(<TimeInput label="Od" placeholder="8:00" onChange={onChange} />);
    const input = screen.getByLabelText('Od');
    expect(input).toHaveAttribute('placeholder', '8:00');
    fireEvent.change(input, { target: { value: '8' } });
    expect(onChange).toHaveBeenLastCalledWith('8');
    fireEvent.blur(input);
    expect(input).toHaveValue('8:00');
    expect(onChange).toHaveBeenLastCalledWith('8:00');
  });

  it('leaves a time with a colon and an empty field as they are', () => {
    const onChange = vi.fn();
    render(<TimeInput label="Do" defaultValue="21:30" onChange={onChange} />);
    fireEvent.blur(screen.getByLabelText('Do'));
    expect(screen.getByLabelText('Do')).toHaveValue('21:30');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works controlled, and says when the time is impossible', () => {
    const onChange = vi.fn();
    render(<TimeInput label="Do" value="25" onChange={onChange} />);
    fireEvent.blur(screen.getByLabelText('Do'));
    expect(onChange).toHaveBeenCalledWith('25:00');
    expect(screen.getByText('Niepoprawna godzina')).toBeInTheDocument();
  });
});
