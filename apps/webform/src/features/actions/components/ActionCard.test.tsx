// 'Dodaj do kalendarza' (issue 29): on her accepted or started actions, not on a cancelled one nor
// for HSADM (who only registers).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { renderWithProviders } from '../../../test/render';
import { ActionCard } from './ActionCard';

const action = (status: WorkAction['status']): WorkAction => ({
  uuid: 'a1',
  ident: 'AKC-1',
  name: 'Degustacja',
  status,
  eventName: 'Event',
  eventIdent: 'EV-1',
  date: '2026-11-22',
  timeStart: '10:00',
  timeEnd: '14:00',
  point: null,
  startDistance: null,
  outOfBounds: null,
  checkinRadiusM: 200,
});

describe('ActionCard', () => {
  it('offers Dodaj do kalendarza on an accepted action and hands the action over', async () => {
    const onAddToCalendar = vi.fn();
    renderWithProviders(
      <ActionCard action={action('accepted')} isToday={false} onAddToCalendar={onAddToCalendar} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do kalendarza' }));
    expect(onAddToCalendar).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'a1', ident: 'AKC-1' }));
  });

  it.each(['cancelled', 'hst_cancelled', 'finished'] as const)('offers nothing for a %s action', (status) => {
    renderWithProviders(<ActionCard action={action(status)} isToday={false} onAddToCalendar={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Dodaj do kalendarza' })).toBeNull();
  });

  it('offers nothing to HSADM, who only registers', () => {
    renderWithProviders(
      <ActionCard action={action('accepted')} isToday={false} registerOnly onAddToCalendar={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Dodaj do kalendarza' })).toBeNull();
  });
});
