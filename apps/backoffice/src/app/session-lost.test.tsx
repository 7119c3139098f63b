// A lost session (a 401 on any call) resets every store and empties the server-data cache, so
// nothing of the user stays for whoever uses the browser next (ADR 0009).
import { screen, waitFor } from '@testing-library/react';
import type { CallName } from '@tourplanner/api-client/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActions } from '../features/actions/stores/actions-store';
import { useActionWizard } from '../features/actions/stores/wizard-store';
import { draftFromAction } from '../features/actions/wizard/draft';
import { useEventsScreen } from '../features/events/stores/events-store';
import { usePersonnel } from '../features/personnel/stores/personnel-store';
import { useReports } from '../features/reports/stores/reports-store';
import { api } from '../shared/api';
import { referenceKeys } from '../shared/queries/reference';
import { useReportQueue } from '../shared/stores/report-queue';
import { useScreen } from '../shared/stores/screen';
import { useSession } from '../shared/stores/session';
import { makeAction, makeUser, renderApp, testQueryClient } from '../test/render';
import { EMPTY_FILTER } from '../widgets/action-list/filters';
import { actionListKeys } from '../widgets/action-list/paged-actions';

const future = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };

const STORES = {
  session: useSession,
  screen: useScreen,
  reportQueue: useReportQueue,
  actions: useActions,
  actionWizard: useActionWizard,
  reports: useReports,
  personnel: usePersonnel,
  events: useEventsScreen,
};

/** A store's data, without its actions. */
const dataOf = (state: object) =>
  Object.fromEntries(Object.entries(state).filter(([, v]) => typeof v !== 'function'));

/** Every store and the cache hold something of the signed-in user. */
function useTheApp() {
  localStorage.setItem('token', JSON.stringify(future));
  useSession.setState({ token: future, user: makeUser(), remindEmail: 'admin@tourplanner.test' });
  useScreen.getState().setSize(1, 2);
  useReportQueue.setState({ queueInProgress: true, awaiting: ['r1'] });
  useActions.getState().setMonth(2026, 2);
  useActions.getState().setFilter({ ...EMPTY_FILTER, cityFilter: 'Kraków' });
  useActions.getState().setPage(3);
  useActions.getState().setCopy(2, 3);
  useActions.getState().dismissHstNotice();
  useActionWizard.getState().open(draftFromAction(makeAction()), 'ADMIN');
  useActionWizard.getState().go({ type: 'next' });
  useReports.getState().setRange({ since: '2026-01-01', until: '2026-01-31' });
  usePersonnel.getState().setDate('2026-01-05');
  usePersonnel.getState().setFilter('t1');
  useEventsScreen.getState().setRange({ since: '2026-01-01', until: '2026-01-08' });
  for (const [name, store] of Object.entries(STORES)) {
    expect(dataOf(store.getState()), `${name} changed`).not.toEqual(dataOf(store.getInitialState()));
  }
  testQueryClient().setQueryData(actionListKeys.page({ since: 'x', until: 'y' }, 0), {
    actions: [makeAction()],
    count: 1,
  });
  testQueryClient().setQueryData(referenceKeys.territories(), [{ uuid: 't1', ident: 'WAW' }]);
}

async function expectNothingLeft() {
  await waitFor(() => expect(testQueryClient().getQueryCache().getAll()).toEqual([]));
  for (const [name, store] of Object.entries(STORES)) {
    // The session starts again too, then says it is signed out because the server ended it.
    const first = dataOf(store.getInitialState());
    const expected = name === 'session' ? { ...first, status: 'signedOut', expired: true } : first;
    expect(dataOf(store.getState()), `${name} is back to its first state`).toEqual(expected);
  }
  expect(localStorage.getItem('token')).toBeNull();
  expect(api.getToken()).toBeNull();
}

/** Every call answers what the API answers a revoked or expired session. */
function sessionLostEverywhere() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ status: { success: false }, data: { error: 'E_UNAUTHORIZED' } }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

/** Any call by name (the table below mixes calls whose bodies differ). */
const callByName = api.call as unknown as (name: CallName, body: unknown) => Promise<unknown>;

describe('a lost session', () => {
  it.each<[CallName, unknown]>([
    [
      'actionList',
      {
        actions: { since: '2026-01-01 00:00:00', until: '2026-01-08 23:59:59' },
        pagination: { limit: 100, offset: 0 },
      },
    ],
    ['actionSetStatus', { status: { ident: 'accepted' }, action: { uuid: 'a-1' } }],
    ['codeList', {}],
    ['codeImport', { input: {}, files: [new File(['code;event\n'], 'kody.csv', { type: 'text/csv' })] }],
    ['reportDownload', { report: { uuid: 'r1' } }],
    ['updatePassword', { user: { password: 'Nowe-haslo-1' } }],
  ])('after a 401 of %s: every store back to its first state and the cache empty', async (name, body) => {
    useTheApp();
    const fetch = sessionLostEverywhere();
    await expect(callByName(name, body)).rejects.toMatchObject({ status: 401, code: 'E_UNAUTHORIZED' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expectNothingLeft();
  });

  it('on a screen: the list fails, the error toast says so and the login shows with nothing kept', async () => {
    useTheApp();
    sessionLostEverywhere();
    renderApp('/actions');
    // The screen's code arrives first (a lazy route), which can take a while on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Logowanie' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Nie zalogowano, lub sesja wygasła.')).toBeInTheDocument();
    await expectNothingLeft();
  });
});
