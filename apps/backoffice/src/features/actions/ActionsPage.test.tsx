import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tourplanner/api-client/app-api';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeAction, makeUser, renderWithApp, stubApi, testQueryClient } from '../../test/render';
import { EMPTY_FILTER } from '../../widgets/action-list/filters';
import { actionListKeys } from '../../widgets/action-list/paged-actions';
import { ActionsPage } from './ActionsPage';
import { useActions } from './stores/actions-store';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const signIn = (role: 'ADMIN' | 'ASM' | 'HSADM' = 'ADMIN') =>
  useSession.setState({ token, user: makeUser({ role: { uuid: role } }) });

describe('ActionsPage', () => {
  it('lists the actions with the spec columns and the header buttons', async () => {
    signIn('ASM');
    const spy = stubApi({ actionList: () => ({ actions: [makeAction()], count: 1 }) });
    renderWithApp(<ActionsPage />);
    // The table stands (busy) while the list loads: wait for its rows.
    await screen.findAllByTestId('action-row');
    const table = screen.getByRole('table');
    // Nr, Id, type, territory and time are wide-screen columns (hidden below lg), so ask for all;
    // a header with two labels (wide, tablet) gives its wide one first.
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.firstElementChild?.textContent ?? h.textContent);
    expect(headers).toEqual([
      'Status',
      'Nr',
      'Nazwa',
      'Id',
      'Typ akcji',
      'Terytorium',
      'Event',
      'Lokalizacja',
      'Data',
      'Godzina',
      'Personel',
      'Operacje',
    ]);
    expect(within(table).getByText('Degustacja')).toBeInTheDocument();
    expect(within(table).getByText('WAW')).toBeInTheDocument();
    // On a tablet the same three facts sit under the name.
    const row = within(table).getByTestId('action-row');
    const ident = makeAction().ident;
    expect(within(row).getByText(`${ident} · Standard · WAW`)).toBeInTheDocument();
    expect(within(table).getByText('Ola Kowalska')).toBeInTheDocument();
    // The time has its own column on a wide screen and sits under the date on a tablet.
    expect(within(table).getAllByText('08:00–16:00')).toHaveLength(2);
    expect(within(table).getByText('Data i godzina')).toBeInTheDocument();
    for (const name of ['Eksportuj', 'Filtruj', 'Dodaj akcję +', 'Powiel', 'Edytuj']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // Default range today..+7, page 0 with 100 a page.
    const body = spy.mock.calls[0]![1] as { pagination: unknown; actions: { since: string; until: string } };
    expect(body.pagination).toEqual({ limit: 100, offset: 0 });
    expect(body.actions.since).toMatch(/ 00:00:00$/);
  });

  it('shows "Niepoprawny adres" for a location without name and city, and the start distance in metres', async () => {
    signIn();
    stubApi({
      actionList: () => ({
        actions: [
          makeAction({
            startDistance: 412.4,
            actionPoints: [
              {
                point: { uuid: 'p' },
                name: null,
                address: { streetAddress: null, streetNumber: null, cityName: null },
              },
            ],
          }),
        ],
        count: 1,
      }),
    });
    renderWithApp(<ActionsPage />);
    expect(await screen.findByText('Niepoprawny adres')).toBeInTheDocument();
    expect(screen.getByText('Rozpoczęto 412 m od lokalizacji')).toBeInTheDocument();
  });

  it('shows the reason a hostess was planned outside her hours under her name', async () => {
    signIn('ASM');
    stubApi({
      actionList: () => ({
        actions: [makeAction({ availabilityOverride: 'Zastępstwo za chorą koleżankę' })],
        count: 1,
      }),
    });
    renderWithApp(<ActionsPage />);
    expect(await screen.findByTestId('availability-override')).toHaveTextContent(
      'Poza dostępnością: Zastępstwo za chorą koleżankę',
    );
  });

  it('offers Edytuj only when the action is not cancelled, started or finished', async () => {
    signIn();
    stubApi({
      actionList: () => ({
        actions: ['editable', 'accepted', 'cancelled', 'started', 'finished'].map((s, i) =>
          makeAction({ uuid: `a${i}`, status: { global: { ident: s as 'editable' } } }),
        ),
        count: 5,
      }),
    });
    renderWithApp(<ActionsPage />);
    await screen.findAllByTestId('action-row');
    expect(screen.getAllByRole('button', { name: 'Edytuj' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Powiel' })).toHaveLength(5);
  });

  it('opens the wizard and the copy dialog, whose code comes on first opening', async () => {
    signIn('ASM');
    stubApi({ actionList: () => ({ actions: [makeAction()], count: 1 }) });
    renderWithApp(<ActionsPage />);
    await screen.findAllByTestId('action-row');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj akcję +' }));
    // The dialogs' code is fetched (here: transformed) on first opening; on a busy machine that
    // takes longer than the usual second.
    const chunk = { timeout: 5000 };
    const wizard = await screen.findByRole('dialog', { name: 'Nowa akcja' }, chunk);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(wizard).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Powiel' }));
    expect(await screen.findByRole('dialog', { name: 'Powiel akcję' }, chunk)).toBeInTheDocument();
  });

  it('shows the hostess-cancelled notice once', async () => {
    signIn();
    const spy = stubApi({
      actionList: () => ({
        actions: [makeAction({ status: { global: { ident: 'hst_cancelled' } } })],
        count: 1,
      }),
    });
    renderWithApp(<ActionsPage />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('anulowane przez personel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(useActions.getState().hstNotice).toBe('shown');
    // The list loads again (as after any write): the notice stays seen.
    const reloads = spy.mock.calls.length;
    await act(() => testQueryClient().refetchQueries({ queryKey: actionListKeys.all }));
    expect(spy.mock.calls.length).toBe(reloads + 1);
    expect(useActions.getState().hstNotice).toBe('shown');
  });

  it('pages above 100 actions with Poprzednia/Następna and loads page 2 at offset 100', async () => {
    signIn();
    const spy = stubApi({ actionList: () => ({ actions: [makeAction()], count: 250 }) });
    renderWithApp(<ActionsPage />);
    expect(await screen.findByRole('button', { name: 'Poprzednia' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Następna' }));
    await waitFor(() =>
      expect((spy.mock.calls.at(-1)![1] as { pagination: unknown }).pagination).toEqual({
        limit: 100,
        offset: 100,
      }),
    );
  });

  it('says the page count is a lower bound when the API capped the count ("11+ stron")', async () => {
    signIn();
    // Page 0: the API counts at most ten pages ahead and one row more (1001), a lower bound.
    stubApi({ actionList: () => ({ actions: [makeAction()], count: 1001 }) });
    renderWithApp(<ActionsPage />);
    expect(await screen.findByTestId('page-count')).toHaveTextContent('11+ stron');
  });

  it('gives no lower bound for a count below the cap', async () => {
    signIn();
    stubApi({ actionList: () => ({ actions: [makeAction()], count: 1000 }) });
    renderWithApp(<ActionsPage />);
    await screen.findByRole('button', { name: 'Następna' });
    expect(screen.queryByTestId('page-count')).toBeNull();
  });

  it('hides the pagination at 100 actions or fewer', async () => {
    signIn();
    stubApi({ actionList: () => ({ actions: [makeAction()], count: 100 }) });
    renderWithApp(<ActionsPage />);
    await screen.findAllByTestId('action-row');
    expect(screen.queryByRole('button', { name: 'Następna' })).toBeNull();
  });

  it('refuses a status without the needed data, and sets it otherwise then reloads', async () => {
    signIn();
    const incomplete = makeAction({ uuid: 'bad', users: [] });
    const spy = stubApi({
      actionList: () => ({ actions: [incomplete, makeAction({ uuid: 'good' })], count: 2 }),
      actionSetStatus: () => makeAction(),
    });
    renderWithApp(<ActionsPage />);
    const menus = await screen.findAllByTestId('status-menu');
    await userEvent.click(within(menus[0]!).getByRole('button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Zaakceptowana/ }));
    expect(await screen.findByText('Uzupełnij brakujące dane')).toBeInTheDocument();
    expect(spy.mock.calls.some((c) => c[0] === 'actionSetStatus')).toBe(false);

    await userEvent.click(within(menus[1]!).getByRole('button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Zaakceptowana/ }));
    expect(await screen.findByText('Status akcji zmieniony')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('actionSetStatus', {
      status: { ident: 'accepted' },
      action: { uuid: 'good' },
    });
    expect(spy.mock.calls.filter((c) => c[0] === 'actionList').length).toBe(2);
  });

  it('asks a reason when a status would book a hostess outside her hours, and sends it', async () => {
    signIn();
    let refused = false;
    const spy = stubApi({
      actionList: () => ({
        actions: [makeAction({ uuid: 'back', status: { global: { ident: 'cancelled' } } })],
        count: 1,
      }),
      actionSetStatus: () => {
        if (refused) return makeAction();
        refused = true;
        throw new ApiError({
          code: 'E_OUTSIDE_AVAILABILITY',
          status: 409,
          message: 'Akcja wypada poza dostępnością hostessy.',
          fields: [{ path: 'action.users.0', message: 'Ola Test jest poza zadeklarowaną dostępnością.' }],
        });
      },
    });
    renderWithApp(<ActionsPage />);
    const [menu] = await screen.findAllByTestId('status-menu');
    await userEvent.click(within(menu!).getByRole('button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Edytowalna/ }));
    const asked = await screen.findByRole('dialog', { name: 'Poza dostępnością hostessy' });
    expect(asked).toHaveTextContent('Ola Test jest poza zadeklarowaną dostępnością.');
    await userEvent.type(
      within(asked).getByLabelText('Powód przypisania poza dostępnością'),
      'Wraca po odwołaniu',
    );
    await userEvent.click(within(asked).getByRole('button', { name: 'Zapisz mimo to' }));
    expect(await screen.findByText('Status akcji zmieniony')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('actionSetStatus', {
      status: { ident: 'editable' },
      action: { uuid: 'back' },
      availabilityOverride: 'Wraca po odwołaniu',
    });
  });

  it('filters from page 0 with the filter fields', async () => {
    signIn('ASM');
    useActions.setState({ page: 3 });
    const spy = stubApi({ actionList: () => ({ actions: [], count: 0 }) });
    renderWithApp(<ActionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Filtruj' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByLabelText('Terytorium').length).toBeGreaterThan(0);
    await userEvent.type(within(dialog).getByLabelText('Miasto'), 'Kraków');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => {
      const body = spy.mock.calls.at(-1)![1] as {
        actions: { cities?: string[] };
        pagination: { offset: number };
      };
      expect(body.actions.cities).toEqual(['Kraków']);
      expect(body.pagination.offset).toBe(0);
    });
  });

  it('a failed reload for a new range does not leave the old rows under the new range', async () => {
    signIn('ADMIN');
    stubApi({
      actionList: (body: { actions: { since: string } }) => {
        if (body.actions.since.startsWith('2026-02-01')) {
          throw new ApiError({ code: 'E_INTERNAL', status: 500, message: 'Wystąpił błąd serwera.' });
        }
        return { actions: [makeAction({ name: 'Stara akcja' })], count: 1 };
      },
    });
    renderWithApp(<ActionsPage />);
    expect(await screen.findByText('Stara akcja')).toBeInTheDocument();
    act(() => useActions.getState().setMonth(2026, 2));
    expect(await screen.findByText('Nie udało się wczytać listy.')).toBeInTheDocument();
    expect(screen.queryByText('Stara akcja')).toBeNull();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });

  it('an empty filtered list says which filters are set', async () => {
    signIn('ADMIN');
    useActions.getState().setFilter({ ...EMPTY_FILTER, cityFilter: 'gdan', statusFilter: 'accepted' });
    stubApi({ actionList: () => ({ actions: [], count: 0 }) });
    renderWithApp(<ActionsPage />);
    expect(
      await screen.findByText(
        'Brak akcji w wybranym zakresie dat. Aktywne filtry: Miasto „gdan”, Status „Zaakceptowana”.',
      ),
    ).toBeInTheDocument();
  });
});
