import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PointRow } from '@tourplanner/domain/wire/points';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp, seedReference, stubApi } from '../../test/render';
import { LocationsPage } from './LocationsPage';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const territory = { uuid: 't1', ident: 'T-NORTH', name: 'Północ' };
const point = (patch: Partial<PointRow> = {}): PointRow => ({
  uuid: 'p1',
  ident: 'P-1',
  name: 'Żabka Długa',
  chain: 'Żabka',
  address: { streetAddress: 'Długa', streetNumber: '5', cityName: 'Gdańsk', postalCode: '80-001' },
  territory,
  lat: 54.3497,
  lng: 18.6498,
  trash: false,
  ...patch,
});

describe('LocationsPage', () => {
  it('lists points with their address, territory and coordinates, or says they have none', async () => {
    useSession.setState({ token, user: makeUser() });
    const noGps = point({ uuid: 'p2', ident: 'P-2', name: 'Kiosk', chain: null, lat: null, lng: null });
    const spy = stubApi({ pointSearch: () => ({ points: [point(), noGps], count: 2 }) });
    renderWithApp(<LocationsPage />);
    const rows = await screen.findAllByTestId('point-row');
    expect(rows[0]).toHaveTextContent('P-1Żabka DługaDługa 5Gdańsk80-001T-NORTH54.34970, 18.64980Żabka');
    expect(within(rows[1]!).getByText('brak współrzędnych')).toBeInTheDocument();
    expect(screen.getByText('Lokalizacji: 2')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Szukaj' }), 'gd');
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(
        'pointSearch',
        { pagination: { page: 0, pageSize: 50 }, search: 'gd', trash: false },
        expect.anything(),
      ),
    );
  });

  it('shows the empty text when there are no points', async () => {
    useSession.setState({ token, user: makeUser() });
    stubApi({ pointSearch: () => ({ points: [], count: 0 }) });
    renderWithApp(<LocationsPage />);
    expect(await screen.findByText('Brak lokalizacji')).toBeInTheDocument();
  });

  it('lists the rows of a refused import file', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({
      pointSearch: () => ({ points: [], count: 0 }),
      pointImport: () => {
        throw new ApiError({
          code: 'E_INVALID_FILE',
          status: 400,
          message: 'Niepoprawny plik',
          fields: [{ path: 'line.3', message: 'Wiersz 3: Kod pocztowy w formacie NN-NNN.' }],
        });
      },
    });
    renderWithApp(<LocationsPage />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['ident;nazwa\n'], 'punkty.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    const list = await screen.findByTestId('import-errors');
    expect(list).toHaveTextContent('Wiersz 3: Kod pocztowy w formacie NN-NNN.');
    expect(screen.getByText('Plik nie został zaimportowany')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('pointImport', { input: {}, files: [file] });
  });

  it('creates a point in a popup and shows the server’s field message beside its field', async () => {
    useSession.setState({ token, user: makeUser() });
    seedReference({ territories: [{ uuid: 't1', ident: 'T-NORTH' }] });
    let tries = 0;
    const spy = stubApi({
      pointSearch: () => ({ points: [], count: 0 }),
      pointCreate: () => {
        tries++;
        if (tries === 1) {
          throw new ApiError({
            code: 'E_VALIDATION',
            status: 400,
            message: 'x',
            fields: [{ path: 'point.address.postalCode', message: 'Kod pocztowy w formacie NN-NNN.' }],
          });
        }
        return point();
      },
    });
    renderWithApp(<LocationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj lokalizację' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa lokalizacja' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    await userEvent.type(field('Id'), 'P-9');
    await userEvent.type(field('Nazwa'), 'Sklep');
    await userEvent.type(field('Ulica'), 'Polna');
    await userEvent.type(field('Numer'), '1');
    await userEvent.type(field('Miasto'), 'Gdańsk');
    await userEvent.type(field('Kod pocztowy'), '80001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Kod pocztowy w formacie NN-NNN.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dodano lokalizację')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('pointCreate', {
      point: {
        ident: 'P-9',
        name: 'Sklep',
        chain: null,
        address: { streetAddress: 'Polna', streetNumber: '1', cityName: 'Gdańsk', postalCode: '80001' },
        territory: { uuid: 't1' },
        lat: null,
        lng: null,
      },
    });
  });

  it('retires a point from its edit popup', async () => {
    useSession.setState({ token, user: makeUser() });
    seedReference({ territories: [{ uuid: 't1', ident: 'T-NORTH' }] });
    const spy = stubApi({
      pointSearch: () => ({ points: [point()], count: 1 }),
      pointUpdate: () => point({ trash: true }),
    });
    renderWithApp(<LocationsPage />);
    const row = await screen.findByTestId('point-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja lokalizacji' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wycofaj' }));
    expect(await screen.findByText('Wycofano lokalizację')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('pointUpdate', {
      point: {
        uuid: 'p1',
        ident: 'P-1',
        name: 'Żabka Długa',
        chain: 'Żabka',
        address: { streetAddress: 'Długa', streetNumber: '5', cityName: 'Gdańsk', postalCode: '80-001' },
        territory: { uuid: 't1' },
        lat: 54.3497,
        lng: 18.6498,
        trash: true,
      },
    });
  });
});
