import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../shared/stores/session';
import { makeAction, makeUser, renderApp, stubApi } from '../test/render';
import { routes } from './routes';

/** Every route with a path, however deep in the table. */
const withPaths = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((r) => [...(r.path ? [r] : []), ...withPaths(r.children ?? [])]);

describe('the route table', () => {
  it('shows the login at the first render: it comes with the app, no chunk to wait for', () => {
    useSession.setState({ restoring: false });
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
  });

  it('gives every other screen a chunk of its own (a lazy route)', () => {
    const screens = withPaths(routes).filter((r) => r.path !== '*');
    const eager = screens.filter((r) => !r.lazy);
    expect(eager.map((r) => r.path)).toEqual(['/']);
    expect(screens.map((r) => r.path)).toEqual([
      '/',
      '/remind',
      '/remind/code',
      '/pulpit',
      '/actions',
      '/actions/plan',
      '/actions/:uuid',
      '/reports',
      '/personnel',
      '/events',
      '/locations',
      '/regions',
      '/kody',
      '/zgody',
      '/twoje-konto',
    ]);
  });
});

describe('screens limited by role', () => {
  const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
  it.each(['/events', '/kody', '/regions'])(
    'HSADM opening %s by URL gets the no-permission state',
    async (path) => {
      stubApi({ eventList: () => [], codeList: () => [], territoryList: () => [] });
      useSession.setState({ token, user: makeUser({ role: { uuid: 'HSADM' } }), restoring: false });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Brak uprawnień' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Przejdź do listy akcji' })).toHaveAttribute(
        'href',
        '/actions',
      );
    },
  );
  it.each(['/actions', '/personnel', '/events', '/actions/a-1'])(
    'a client opening %s by URL gets the no-permission state',
    async (path) => {
      stubApi({ eventList: () => [], territoryList: () => [] });
      useSession.setState({ token, user: makeUser({ role: { uuid: 'CLIENT' } }), restoring: false });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Brak uprawnień' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Przejdź do pulpitu' })).toHaveAttribute('href', '/pulpit');
    },
  );
  it('ADMIN opens /events', async () => {
    stubApi({ eventList: () => [], territoryList: () => [] });
    useSession.setState({ token, user: makeUser({ role: { uuid: 'ADMIN' } }), restoring: false });
    renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'Eventy' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brak uprawnień' })).toBeNull();
  });
  it.each(['ASM', 'HSADM'] as const)("%s opens 'Zaplanuj trasę' (/actions/plan)", async (role) => {
    stubApi({ eventList: () => [], territoryList: () => [] });
    useSession.setState({ token, user: makeUser({ role: { uuid: role } }), restoring: false });
    renderApp('/actions/plan');
    expect(await screen.findByRole('heading', { name: 'Zaplanuj trasę' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brak uprawnień' })).toBeNull();
  });

  it("an ASM opens an action's page by its link: its data and its history, 'System' for no person", async () => {
    stubApi({
      actionList: () => ({ actions: [makeAction({ uuid: 'a-1', ident: 'AK-000042' })], count: 1 }),
      actionHistory: () => ({
        entries: [
          {
            at: { date: '2026-11-28 09:05:00' },
            who: { uuid: 'u-2', name: 'Ewa Kowalska' },
            kind: 'changed',
            text: 'Zmieniono dane akcji',
            changes: [{ field: 'Początek', from: '28.11.2026 10:00', to: '28.11.2026 11:00' }],
          },
          { at: { date: '2026-11-28 09:30:00' }, who: null, kind: 'reminder', text: 'Przypomnienie wysłane' },
        ],
      }),
    });
    useSession.setState({ token, user: makeUser({ role: { uuid: 'ASM' } }), restoring: false });
    renderApp('/actions/a-1');
    expect(await screen.findByRole('heading', { name: 'Akcja AK-000042' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Historia' });
    expect(
      await within(history).findByText('Początek: 28.11.2026 10:00 → 28.11.2026 11:00'),
    ).toBeInTheDocument();
    expect(within(history).getByText(/· Ewa Kowalska$/)).toBeInTheDocument();
    expect(within(history).getByText(/· System$/)).toBeInTheDocument();
    expect(within(history).getByText('28.11.2026 09:30')).toHaveAttribute('datetime', '2026-11-28T09:30:00');
  });
});
