import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp, stubApi } from '../../test/render';
import { blockBox, slotsOnDay } from './components/availability';
import { PersonnelPage } from './PersonnelPage';
import { usePersonnel } from './stores/personnel-store';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };

describe('PersonnelPage', () => {
  it('lists hostesses of the date with their availability; the territory filter is for ASM only', async () => {
    const territories = [
      { uuid: 't1', ident: 'WAW' },
      { uuid: 't2', ident: 'KRK' },
    ];
    useSession.setState({ token, user: makeUser({ role: { uuid: 'ASM' }, territories }) });
    usePersonnel.setState({ date: '2026-11-24' });
    const spy = stubApi({
      userList: () => [
        makeUser({
          uuid: 'h1',
          firstname: 'Ola',
          lastname: 'Kowalska',
          role: { uuid: 'HST' },
          availability: [{ since: { date: '2026-11-24 09:00:00' }, until: { date: '2026-11-24 16:00:00' } }],
        }),
      ],
    });
    renderWithApp(<PersonnelPage />);
    const row = await screen.findByTestId('person-row');
    expect(row).toHaveTextContent('Ola Kowalska');
    expect(within(row).getByTestId('availability-text')).toHaveTextContent('09:00–16:00');
    expect(screen.getByRole('button', { name: 'Filtruj' })).toBeInTheDocument();
    // ASM sets the availability of hostesses in their territories (contract: /availability/save).
    expect(screen.getAllByRole('button', { name: 'Ustaw dostępność' }).length).toBeGreaterThan(0);
    const body = spy.mock.calls[0]![1] as Record<string, unknown>;
    expect(body.territory).toEqual({ uuids: ['t1', 't2'] });
    expect(body.availability).toEqual({ since: '2026-11-24 00:00:00', until: '2026-11-24 23:59:59' });
    expect(body.pagination).toEqual({ page: 0, pageSize: 1000 });
  });

  it('has no territory filter for ADMIN; the availability popup defaults to 9–16 and saves', async () => {
    useSession.setState({ token, user: makeUser() });
    usePersonnel.setState({ date: '2026-11-24' });
    const spy = stubApi({
      userList: () => [makeUser({ uuid: 'h1', firstname: 'Ola', lastname: 'K', role: { uuid: 'HST' } })],
      availabilitySave: () => [],
    });
    renderWithApp(<PersonnelPage />);
    await screen.findByTestId('person-row');
    expect(screen.queryByRole('button', { name: 'Filtruj' })).toBeNull();
    expect(screen.getByText('Brak dostępności')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw dostępność' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Od godziny')).toHaveValue('9');
    expect(within(dialog).getByLabelText('Do godziny')).toHaveValue('16');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('availabilitySave', {
        user: { uuid: 'h1' },
        day: '2026-11-24',
        availability: [{ since: { date: '2026-11-24 09:00:00' }, until: { date: '2026-11-24 16:00:00' } }],
      }),
    );
    expect(await screen.findByText('Zapisano dostępność')).toBeInTheDocument();
  });
});

describe('calendar geometry', () => {
  it('places blocks on the 06:00–24:00 grid at 40 px per hour', () => {
    expect(blockBox('06:00', '07:00')).toEqual({ top: 0, height: 40 });
    expect(blockBox('09:00', '16:30')).toEqual({ top: 120, height: 300 });
    expect(blockBox('04:00', '06:30')).toEqual({ top: 0, height: 20 });
    expect(blockBox('01:00', '05:00')).toBeNull();
  });
  it('clips slots to the day', () => {
    const slot = { since: { date: '2026-11-24 20:00:00' }, until: { date: '2026-11-25 02:00:00' } };
    expect(slotsOnDay([slot], '2026-11-24')).toEqual([{ from: '20:00', to: '24:00' }]);
    expect(slotsOnDay([slot], '2026-11-25')).toEqual([{ from: '00:00', to: '02:00' }]);
    expect(slotsOnDay([slot], '2026-11-26')).toEqual([]);
  });
});
