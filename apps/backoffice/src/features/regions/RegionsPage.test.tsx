import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TerritoryRow } from '@tourplanner/domain/wire/territories';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp, stubApi } from '../../test/render';
import { RegionsPage } from './RegionsPage';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const north: TerritoryRow = {
  uuid: 't1',
  ident: 'T-NORTH',
  name: 'Północ',
  trash: false,
  points: 3,
  areas: [{ uuid: 'a1', ident: 'A-1', name: 'Trójmiasto', territory: { uuid: 't1' }, trash: false }],
  people: [
    { uuid: 'u1', firstname: 'Anna', lastname: 'Nowak', role: 'ASM', active: true },
    { uuid: 'u2', firstname: 'Ola', lastname: 'Kowal', role: 'HST', active: false },
  ],
};
const admin = () => makeUser({ role: { uuid: 'ADMIN' } });

describe('RegionsPage', () => {
  it('shows every territory with its areas and people', async () => {
    useSession.setState({ token, user: admin() });
    stubApi({
      regionList: () => [
        north,
        { ...north, uuid: 't2', ident: 'T-OLD', name: 'Stare', trash: true, areas: [], people: [] },
      ],
    });
    renderWithApp(<RegionsPage />);
    const cards = await screen.findAllByTestId('territory-card');
    expect(cards[0]).toHaveTextContent('Północ');
    expect(cards[0]).toHaveTextContent('T-NORTH · Lokalizacji: 3');
    expect(within(cards[0]!).getByTestId('area-row')).toHaveTextContent('Trójmiasto (A-1)');
    expect(within(cards[0]!).getByTestId('territory-people')).toHaveTextContent(
      'Anna Nowak · ASMOla Kowal · Hostessa · nieaktywny',
    );
    expect(cards[1]).toHaveTextContent('wycofane');
    expect(within(cards[1]!).getByText('Brak obszarów')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Przywróć' })).toBeInTheDocument();
  });

  it('creates a territory, showing the server’s refusal beside the Id', async () => {
    useSession.setState({ token, user: admin() });
    let tries = 0;
    const spy = stubApi({
      regionList: () => [],
      territoryCreate: () => {
        tries++;
        if (tries === 1) {
          throw new ApiError({
            code: 'E_CONFLICT',
            status: 409,
            message: 'x',
            fields: [{ path: 'territory.ident', message: 'Terytorium o tym Id już istnieje.' }],
          });
        }
        return { ...north, uuid: 't3', areas: [], people: [] };
      },
    });
    renderWithApp(<RegionsPage />);
    expect(await screen.findByText('Brak terytoriów')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj terytorium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe terytorium' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Id/ }), 'T-WEST');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Zachód');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Terytorium o tym Id już istnieje.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano')).toBeInTheDocument();
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('territoryCreate', { territory: { ident: 'T-WEST', name: 'Zachód' } }),
    );
  });

  it('retires an area', async () => {
    useSession.setState({ token, user: admin() });
    const spy = stubApi({ regionList: () => [north], areaUpdate: () => north.areas[0] });
    renderWithApp(<RegionsPage />);
    const area = await screen.findByTestId('area-row');
    await userEvent.click(within(area).getByRole('button', { name: 'Wycofaj' }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('areaUpdate', {
        area: { uuid: 'a1', ident: 'A-1', name: 'Trójmiasto', territory: { uuid: 't1' }, trash: true },
      }),
    );
  });

  it('tells other roles they have no permission, without calling the server', async () => {
    useSession.setState({ token, user: makeUser({ role: { uuid: 'ASM' } }) });
    const spy = stubApi({});
    renderWithApp(<RegionsPage />);
    expect(await screen.findByText('Brak uprawnień')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith('regionList', expect.anything(), expect.anything());
  });
});
