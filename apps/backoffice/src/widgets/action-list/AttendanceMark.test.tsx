// The attendance mark beside Personel (issue 29): its words for each state, reachable by keyboard.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AttendanceMark, attendanceText } from './AttendanceMark';

describe('AttendanceMark', () => {
  it('says where she stands in Polish', () => {
    const at = (state: Parameters<typeof attendanceText>[0]['state'], more = {}) =>
      attendanceText({ state, confirmed: null, lateMinutes: null, ...more });
    expect(at('confirmed', { confirmed: { date: '2026-11-28 14:02:00' } })).toBe(
      'Potwierdziła udział 28.11 14:02',
    );
    expect(at('unconfirmed')).toBe('Nie potwierdziła udziału');
    expect(at('unconfirmed', { lateMinutes: 7 })).toBe(
      'Nie potwierdziła udziału. Nie rozpoczęła (7 min po czasie)',
    );
    expect(at('started_late', { lateMinutes: 20 })).toBe('Spóźniona 20 min');
    expect(at('started_on_time', { lateMinutes: 0 })).toBe('Rozpoczęła na czas');
    expect(at('no_show', { lateMinutes: 400 })).toBe('Nie rozpoczęła');
    expect(at('finished')).toBe('Zakończyła');
    expect(at('finished_early')).toBe('Zakończyła przed czasem');
  });

  it('shows the words on keyboard focus, and nothing without attendance', async () => {
    const { container } = renderWithApp(<AttendanceMark attendance={null} />);
    expect(container.querySelector('[data-testid="attendance-mark"]')).toBeNull();
    renderWithApp(
      <AttendanceMark attendance={{ state: 'started_late', confirmed: null, lateMinutes: 20 }} />,
    );
    const mark = screen.getByRole('button', { name: 'Spóźniona 20 min' });
    await userEvent.tab();
    expect(document.activeElement).toBe(mark);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Spóźniona 20 min');
  });
});
