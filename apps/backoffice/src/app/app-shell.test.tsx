import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tourplanner/api-client/app-api';
import { describe, expect, it, vi } from 'vitest';
import { referenceKeys } from '../shared/queries/reference';
import { useSession } from '../shared/stores/session';
import { makeUser, renderApp, stubApi, testQueryClient } from '../test/render';

const future = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
/**
 * Full-screen preloaders: busy statuses (notices are statuses too, never busy). The restore's, and
 * the shell's while a screen's code loads.
 */
const preloaders = () => screen.queryAllByRole('status', { busy: true });

const boot = (route: string) => renderApp(route, { boot: true });

const emptyLists = {
  territoryList: () => [],
  eventList: () => [],
  userList: () => [],
  actionList: () => ({ actions: [], count: 0 }),
};

describe('session restore at start', () => {
  it('does nothing without a saved token', async () => {
    const spy = stubApi({});
    useSession.setState({ restoring: true });
    boot('/');
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    // The login comes with the app, so it can be there before the preloader's 0 ms exit has run.
    await waitFor(() => expect(preloaders()).toEqual([]));
  });

  it('drops an expired token without calling the server', async () => {
    localStorage.setItem('token', JSON.stringify({ uuid: 'old', expires: { date: '2000-01-01 00:00:00' } }));
    const spy = stubApi({});
    boot('/');
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('restores a valid session, starts the three loads, hides the preloader after 600 ms and goes to /actions', async () => {
    localStorage.setItem('token', JSON.stringify(future));
    useSession.setState({ restoring: true });
    const territories = [{ uuid: 't1', ident: 'WAW' }];
    const spy = stubApi({
      session: () => ({ token: future, user: makeUser() }),
      ...emptyLists,
      territoryList: () => territories,
    });
    boot('/');
    expect(preloaders()).toHaveLength(1);
    expect(preloaders()[0]).toHaveTextContent('Ładowanie…');
    // Once the session is set the preloader stays another 600 ms, then goes.
    await waitFor(() => expect(useSession.getState().restoring).toBe(false));
    const established = Date.now();
    expect(preloaders().length).toBeGreaterThan(0);
    await waitFor(() => expect(preloaders()).toEqual([]));
    expect(Date.now() - established).toBeGreaterThanOrEqual(500);
    expect(await screen.findByRole('heading', { name: 'Akcje' }, { timeout: 3000 })).toBeInTheDocument();
    const names = spy.mock.calls.map((c) => c[0]);
    expect(names).toEqual(expect.arrayContaining(['session', 'territoryList', 'eventList', 'userList']));
    await waitFor(() =>
      expect(testQueryClient().getQueryData(referenceKeys.territories())).toEqual(territories),
    );
  });

  it('keeps a deep link after the restore: a reload on /reports stays there with its query', async () => {
    localStorage.setItem('token', JSON.stringify(future));
    useSession.setState({ restoring: true });
    stubApi({ session: () => ({ token: future, user: makeUser() }), ...emptyLists });
    const { router } = boot('/reports?since=2026-01-01&until=2026-01-31&city=Gdynia');
    expect(await screen.findByRole('heading', { name: 'Raporty' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe('Gdynia');
  });

  it('asks for the first page and the shared lists beside the session call, and the page reuses that answer', async () => {
    localStorage.setItem('token', JSON.stringify(future));
    useSession.setState({ restoring: true });
    let answerSession: (value: unknown) => void = () => undefined;
    const spy = stubApi({
      ...emptyLists,
      session: () => new Promise((resolve) => (answerSession = resolve)),
    });
    renderApp('/actions?since=2026-01-01&until=2026-01-31&city=Gdynia', { boot: true, seed: false });
    // The session has not answered yet, and the list, territories and events are already asked for.
    await waitFor(() =>
      expect(spy.mock.calls.map((c) => c[0])).toEqual(
        expect.arrayContaining(['session', 'actionList', 'territoryList', 'eventList']),
      ),
    );
    const list = spy.mock.calls.find((c) => c[0] === 'actionList')?.[1] as unknown as {
      actions: { since: string; cities?: string[] };
    };
    expect(list.actions.since.slice(0, 10)).toBe('2026-01-01');
    expect(list.actions.cities).toEqual(['Gdynia']);
    answerSession({ token: future, user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Akcje' }, { timeout: 3000 })).toBeInTheDocument();
    await screen.findByText('Brak akcji w wybranym zakresie dat.', { exact: false }, { timeout: 3000 });
    const count = (name: string) => spy.mock.calls.filter((c) => c[0] === name).length;
    expect([count('actionList'), count('territoryList'), count('eventList')]).toEqual([1, 1, 1]);
  });

  it('says nothing of the early calls when the saved session is refused', async () => {
    localStorage.setItem('token', JSON.stringify(future));
    const refused = () => {
      throw new ApiError({
        code: 'E_UNAUTHORIZED',
        status: 401,
        message: 'Nie zalogowano, lub sesja wygasła.',
      });
    };
    stubApi({ session: refused, actionList: refused, territoryList: refused, eventList: refused });
    boot('/actions');
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText('Nie zalogowano, lub sesja wygasła.')).toBeNull();
  });

  it('clears the session and goes to / when the session call is refused', async () => {
    localStorage.setItem('token', JSON.stringify(future));
    stubApi({
      session: () => {
        throw new ApiError({
          code: 'E_UNAUTHORIZED',
          status: 401,
          message: 'Nie zalogowano, lub sesja wygasła.',
        });
      },
    });
    boot('/actions');
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('session restore without a network', () => {
  it('keeps the token, says the server is unreachable and retries on request', async () => {
    localStorage.setItem('token', JSON.stringify(future));
    useSession.setState({ restoring: true });
    let online = false;
    stubApi({
      ...emptyLists,
      session: () => {
        if (!online) throw new ApiError({ code: 'E_NETWORK', status: 0, message: 'Wystąpił błąd.' });
        return { token: future, user: makeUser() };
      },
    });
    boot('/');
    expect(await screen.findByText('Brak połączenia z serwerem. Sesja jest zachowana.')).toBeInTheDocument();
    expect(screen.getByTestId('restore-offline')).toBeVisible();
    expect(localStorage.getItem('token')).not.toBeNull();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Akcje' }, { timeout: 3000 })).toBeInTheDocument();
    expect(useSession.getState().user).not.toBeNull();
  });
});

describe('shell and side navigation', () => {
  it.each([
    [
      'ADMIN',
      [
        'Pulpit',
        'Eventy',
        'Akcje',
        'Raporty',
        'Personel',
        'Regionalizacja',
        'Lokalizacje',
        'Kody',
        'Zgody konsumentów',
      ],
    ],
    ['ASM', ['Pulpit', 'Akcje', 'Raporty', 'Personel', 'Lokalizacje']],
    ['HSADM', ['Pulpit', 'Akcje', 'Raporty', 'Personel', 'Lokalizacje', 'Webform']],
  ] as const)('%s sees its menu with the greeting, Twoje Konto and Wyloguj', async (role, entries) => {
    stubApi(emptyLists);
    useSession.setState({ token: future, user: makeUser({ role: { uuid: role }, firstname: 'Ewa' }) });
    renderApp('/actions');
    await userEvent.click(await screen.findByRole('button', { name: 'Otwórz menu' }));
    expect(await screen.findByText('Witaj, Ewa')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    const links = Array.from(nav.querySelectorAll('a')).map((el) => el.textContent?.trim());
    expect(links).toEqual([...entries]);
    // The current screen's entry is marked; the Webform entry opens the webform app in a new tab.
    expect(within(nav).getByRole('link', { name: 'Akcje' })).toHaveAttribute('aria-current', 'page');
    if (role === 'HSADM') {
      expect(within(nav).getByRole('link', { name: 'Webform' })).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('link', { name: 'Twoje Konto' })).toHaveAttribute('href', '/twoje-konto');
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Zamknij menu' }),
    ).toBeInTheDocument();
  });

  it('menu loaded on its first opening: Escape closes it and gives focus back to the trigger', async () => {
    stubApi(emptyLists);
    useSession.setState({ token: future, user: makeUser({ role: { uuid: 'ADMIN' }, firstname: 'Ewa' }) });
    renderApp('/actions');
    const trigger = await screen.findByRole('button', { name: 'Otwórz menu' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu główne' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('hides the menu trigger on the login route', async () => {
    useSession.setState({ token: future, user: makeUser() });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Logowanie' });
    expect(screen.queryByRole('button', { name: 'Otwórz menu' })).toBeNull();
  });

  it('logs out: clears the token and goes to the root even when the call fails', async () => {
    stubApi({
      ...emptyLists,
      logout: () => {
        throw new Error('down');
      },
    });
    localStorage.setItem('token', JSON.stringify(future));
    useSession.setState({ token: future, user: makeUser() });
    renderApp('/actions');
    await userEvent.click(await screen.findByRole('button', { name: 'Otwórz menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Wyloguj' }));
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('sends a signed-out visitor of a private route to the login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/kody');
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
  });
});
