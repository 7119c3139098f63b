import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@tourplanner/domain/constants';
import type { User } from '@tourplanner/domain/entities';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api';
import { useReferencePersonnel } from '../../shared/queries/reference';
import { selectUser, useSession } from '../../shared/stores/session';
import { makeEvent, makeUser, renderWithApp, seedReference, stubApi } from '../../test/render';
import type { AccountBody } from './api/accounts';
import { PersonnelPage } from './PersonnelPage';
import { usePersonnel } from './stores/personnel-store';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const territories = [
  { uuid: 't1', ident: 'WAW' },
  { uuid: 't2', ident: 'KRK' },
];
const ola = makeUser({
  uuid: 'h1',
  ident: 'HST-01',
  firstname: 'Ola',
  lastname: 'Kowalska',
  role: { uuid: 'HST' },
  territories: [territories[0]!],
  emailAddress: 'ola@tourplanner.test',
  active: true,
});
const ewa = makeUser({
  uuid: 'h2',
  ident: 'HST-02',
  firstname: 'Ewa',
  lastname: 'Dawna',
  role: { uuid: 'HST' },
  territories: [territories[1]!],
  active: false,
});

async function openAccounts() {
  renderWithApp(<PersonnelPage />);
  seedReference({ territories });
  await userEvent.click(await screen.findByRole('tab', { name: 'Konta' }));
}

describe('PersonnelPage: accounts', () => {
  it('lists everyone with deactivated people marked; ASM gets no accounts tab', async () => {
    useSession.setState({ token, user: makeUser({ role: { uuid: 'ASM' }, territories }) });
    usePersonnel.setState({ date: '2026-11-24' });
    stubApi({ userList: () => [] });
    renderWithApp(<PersonnelPage />);
    await screen.findByText('Brak personelu w wybranym dniu.');
    expect(screen.queryByRole('tab', { name: 'Konta' })).not.toBeInTheDocument();
  });

  it('creates a hostess through the form, showing the server’s reason beside the field', async () => {
    useSession.setState({ token, user: makeUser() });
    let refuse = true;
    const spy = stubApi({
      userSearch: () => ({ users: [ola, ewa], count: 2 }),
      userCreate: () => {
        if (refuse) {
          refuse = false;
          throw new ApiError({
            code: 'E_VALIDATION',
            status: 400,
            message: 'Niepoprawne dane.',
            fields: [
              { path: 'user.emailAddress', message: 'Aktywne konto z tym adresem e-mail już istnieje.' },
            ],
          });
        }
        return ola;
      },
    });
    await openAccounts();
    const rows = await screen.findAllByTestId('account-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('nieaktywna')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Aktywuj' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Dezaktywuj' })).toBeInTheDocument();
    // Deactivated people are listed unless the state filter says otherwise.
    expect(spy).toHaveBeenCalledWith(
      'userSearch',
      { pagination: { page: 0, pageSize: 100 } },
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj osobę' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(within(dialog).getAllByText('To pole jest wymagane.').length).toBeGreaterThanOrEqual(4);
    expect(spy).not.toHaveBeenCalledWith('userCreate', expect.anything());

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Imię/ }), 'Nina');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nazwisko/ }), 'Nowa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'ola@tourplanner.test');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Telefon komórkowy/ }),
      '+48 600 100 200',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Kod hostessy/ }), 'HST-03');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Terytoria/ }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'WAW' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(dialog).findByText('Aktywne konto z tym adresem e-mail już istnieje.'),
    ).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^E-mail/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'nina@tourplanner.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('userCreate', {
        user: {
          firstname: 'Nina',
          lastname: 'Nowa',
          emailAddress: 'nina@tourplanner.test',
          mobilePhone: '+48 600 100 200',
          role: { uuid: 'HST' },
          territories: [{ uuid: 't1' }],
          hostessCode: 'HST-03',
        },
      }),
    );
    expect(await screen.findByText('Dodano osobę. Wysłano zaproszenie e-mail.')).toBeInTheDocument();
  });

  it('creates a brand client with the events it sees, instead of territories (ADMIN)', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({
      userSearch: () => ({ users: [], count: 0 }),
      userCreate: () => makeUser({ uuid: 'c1', role: { uuid: 'CLIENT' }, territories: [] }),
    });
    await openAccounts();
    seedReference({ events: [makeEvent({ uuid: 'e1', name: 'Glo Tour' })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj osobę' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Rola/ }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Klient' }));
    expect(within(dialog).queryByRole('combobox', { name: /^Terytoria/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Imię/ }), 'Marta');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nazwisko/ }), 'Markowa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'marta@brand.test');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Telefon komórkowy/ }),
      '+48 600 700 800',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(within(dialog).getByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith('userCreate', expect.anything());
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Eventy klienta/ }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Glo Tour' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('userCreate', {
        user: {
          firstname: 'Marta',
          lastname: 'Markowa',
          emailAddress: 'marta@brand.test',
          mobilePhone: '+48 600 700 800',
          role: { uuid: 'CLIENT' },
          territories: [],
          hostessCode: null,
          events: [{ uuid: 'e1' }],
        },
      }),
    );
  });

  it('deactivates after a confirmation and reactivates', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({
      userSearch: () => ({ users: [ola, ewa], count: 2 }),
      userDeactivate: () => ({ ...ola, active: false }),
      userActivate: () => ({ ...ewa, active: true }),
    });
    await openAccounts();
    const rows = await screen.findAllByTestId('account-row');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dezaktywować konto?' });
    expect(dialog).toHaveTextContent('Osoba Ola Kowalska straci dostęp');
    expect(spy).not.toHaveBeenCalledWith('userDeactivate', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('userDeactivate', { user: { uuid: 'h1' } }));
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Aktywuj' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('userActivate', { user: { uuid: 'h2' } }));
  });

  it('does not offer a change of the signed-in user’s own role, and says why', async () => {
    const me = makeUser({ active: true });
    useSession.setState({ token, user: me });
    const spy = stubApi({ userSearch: () => ({ users: [me, ola], count: 2 }), userUpdate: () => me });
    await openAccounts();
    const rows = await screen.findAllByTestId('account-row');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Edytuj' }));
    const own = await screen.findByRole('dialog');
    const role = within(own).getByRole('combobox', { name: /^Rola/ });
    expect(role).toHaveValue('Administrator');
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription(
      'Nie możesz zmienić własnej roli. Może to zrobić inny administrator.',
    );
    // The rest of her own account stays editable, and the role goes back unchanged.
    await userEvent.clear(within(own).getByRole('textbox', { name: /^Imię/ }));
    await userEvent.type(within(own).getByRole('textbox', { name: /^Imię/ }), 'Ania');
    await userEvent.click(within(own).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('userUpdate', {
        user: expect.objectContaining({ uuid: me.uuid, firstname: 'Ania', role: { uuid: 'ADMIN' } }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Anyone else's role she may change.
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Edytuj' }));
    const other = await screen.findByRole('dialog');
    expect(within(other).getByRole('combobox', { name: /^Rola/ })).toBeEnabled();
    expect(within(other).queryByText(/własnej roli/)).not.toBeInTheDocument();
  });

  it('saving her own account renews the session’s copy of her and the personnel of her territories', async () => {
    const me = makeUser({ active: true, territories: [territories[0]!] });
    useSession.setState({ token, user: me });
    const spy = stubApi({
      userSearch: () => ({ users: [me, ola], count: 2 }),
      userUpdate: (body: { user: AccountBody & { uuid: string } }) => ({
        ...me,
        firstname: body.user.firstname,
        lastname: body.user.lastname,
        emailAddress: body.user.emailAddress,
        territories: territories.filter((t) => body.user.territories.some((x) => x.uuid === t.uuid)),
      }),
      // The day's table (with availability) has no hostess; the reference list, all of the scope.
      userList: (body: { availability?: unknown }) => (body.availability ? [] : [ola, ewa]),
    });
    // What the rest of the app reads from the session: her name and the hostesses of her scope.
    function SessionProbe() {
      const user = useSession(selectUser);
      const personnel = useReferencePersonnel();
      return (
        <p data-testid="probe">
          {user?.firstname} {user?.lastname}: {personnel.map((p) => p.ident).join(',')}
        </p>
      );
    }
    renderWithApp(
      <>
        <PersonnelPage />
        <SessionProbe />
      </>,
    );
    seedReference({ territories, personnel: [ola] });
    expect(await screen.findByTestId('probe')).toHaveTextContent('Anna Nowak: HST-01');
    await userEvent.click(await screen.findByRole('tab', { name: 'Konta' }));
    const rows = await screen.findAllByTestId('account-row');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Edytuj' }));
    const own = await screen.findByRole('dialog');
    await userEvent.clear(within(own).getByRole('textbox', { name: /^Imię/ }));
    await userEvent.type(within(own).getByRole('textbox', { name: /^Imię/ }), 'Ania');
    await userEvent.click(within(own).getByRole('combobox', { name: /^Terytoria/ }));
    await userEvent.click(await within(own).findByRole('option', { name: 'KRK' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Ania Nowak: HST-01,HST-02'));
    const session = useSession.getState();
    expect(session.token).toBe(token);
    expect(session.user).toMatchObject({ uuid: me.uuid, firstname: 'Ania', territories });
    // The reference personnel asked anew for the new scope.
    expect(spy).toHaveBeenCalledWith(
      'userList',
      {
        pagination: { page: 0, pageSize: LIMITS.personnelPageSize },
        role: { uuid: 'HST' },
        territory: { uuids: ['t1', 't2'] },
        withSchedule: false,
      },
      expect.anything(),
    );
  });

  it('saving someone else’s account leaves the signed-in user as she is', async () => {
    const me = makeUser({ active: true });
    useSession.setState({ token, user: me });
    stubApi({
      userSearch: () => ({ users: [me, ola], count: 2 }),
      userUpdate: () => ({ ...ola, firstname: 'Olga' }),
    });
    await openAccounts();
    const rows = await screen.findAllByTestId('account-row');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Edytuj' }));
    const other = await screen.findByRole('dialog');
    await userEvent.click(within(other).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSession.getState().user).toBe(me);
  });

  it('lets an HSADM manage only hostesses whose territories are all hers', async () => {
    useSession.setState({
      token,
      user: makeUser({ role: { uuid: 'HSADM' }, territories: [territories[0]!] }),
    });
    stubApi({ userSearch: () => ({ users: [ola, ewa], count: 2 }) });
    await openAccounts();
    const rows = await screen.findAllByTestId('account-row');
    expect(within(rows[0]!).getByRole('button', { name: 'Edytuj' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Edytuj' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj osobę' }));
    const dialog = await screen.findByRole('dialog');
    // Her only role to give is the hostess's.
    expect(within(dialog).getByRole('combobox', { name: /^Rola/ })).toHaveValue('Hostessa');
  });

  it('pages through more than a thousand accounts and finds one by a search on the server', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    useSession.setState({ token, user: makeUser() });
    // The server's side: 1 107 accounts by name, searched, filtered and paged as /user/search does.
    const all = Array.from({ length: 1_107 }, (_, i) =>
      makeUser({
        uuid: `p${i + 1}`,
        ident: `BULK-${i + 1}`,
        firstname: 'Hostessa',
        lastname: `Masowa ${String(i + 1).padStart(4, '0')}`,
        role: { uuid: i === 1_106 ? 'ADMIN' : 'HST' },
        territories: [territories[0]!],
        active: true,
      }),
    );
    type Body = {
      pagination: { page: number; pageSize: number };
      search?: string;
      role?: { uuid: string };
      active?: boolean;
    };
    const spy = stubApi({
      userSearch: (body: Body) => {
        const q = body.search?.toLowerCase();
        const found = all.filter(
          (u: User) =>
            (!q || `${u.firstname} ${u.lastname}`.toLowerCase().includes(q)) &&
            (!body.role || u.role.uuid === body.role.uuid),
        );
        const { page, pageSize } = body.pagination;
        return { users: found.slice(page * pageSize, (page + 1) * pageSize), count: found.length };
      },
    });
    const searched = () => spy.mock.calls.filter(([name]) => name === 'userSearch').at(-1)?.[1];
    await openAccounts();
    expect(await screen.findAllByTestId('account-row')).toHaveLength(100);
    expect(screen.getByText('Kont: 1107')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginacja' });
    expect(within(pager).getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');

    // The last page: the 1 101st to the 1 107th, asked of the server.
    await userEvent.click(within(pager).getByRole('button', { name: 'Strona 12' }));
    await waitFor(() => expect(screen.getAllByTestId('account-row')).toHaveLength(7));
    expect(searched()).toEqual({ pagination: { page: 11, pageSize: 100 } });
    expect(screen.getAllByTestId('account-row')[0]).toHaveTextContent('Hostessa Masowa 1101');
    expect(within(pager).getByRole('button', { name: 'Następna' })).toBeDisabled();

    // A search goes to the server and starts from its first page.
    await userEvent.click(screen.getByRole('textbox', { name: 'Szukaj' }));
    await userEvent.paste('masowa 1001');
    await waitFor(() => expect(screen.getAllByTestId('account-row')).toHaveLength(1));
    expect(searched()).toEqual({ pagination: { page: 0, pageSize: 100 }, search: 'masowa 1001' });
    expect(screen.getByText('Kont: 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginacja' })).not.toBeInTheDocument();
    const [found] = screen.getAllByTestId('account-row');
    await userEvent.click(within(found!).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja: Hostessa Masowa 1001' });
    expect(within(dialog).getByRole('textbox', { name: /^Kod hostessy/ })).toHaveValue('BULK-1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    // Filters too.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Szukaj' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rola' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await waitFor(() => expect(screen.getAllByTestId('account-row')).toHaveLength(1));
    expect(searched()).toEqual({ pagination: { page: 0, pageSize: 100 }, role: { uuid: 'ADMIN' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Stan konta' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nieaktywne' }));
    await waitFor(() =>
      expect(searched()).toEqual({
        pagination: { page: 0, pageSize: 100 },
        role: { uuid: 'ADMIN' },
        active: false,
      }),
    );
  });
});
