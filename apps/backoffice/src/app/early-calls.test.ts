// The early first calls (src/early.ts) and the app taking them over (shared/early/claim.ts), through the app's
// real API client (ky, its headers and its JSON), with fetch faked at the network's edge.
import { QueryClient } from '@tanstack/react-query';
import { contract } from '@tourplanner/api-client/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../env';
import { prefetchFirstActionsPage } from '../features/actions/api/first-page';
import {
  EARLY_CALL_MAX_AGE_MS,
  EARLY_CALLS,
  FIRST_CALL_PATHS,
  startCalls,
  type WithEarlyCalls,
} from '../shared/early/first-calls';
import { useSession } from '../shared/stores/session';
import { makeUser } from '../test/render';
import { firstListPage, initialListState } from '../widgets/action-list/first-screen';
import { actionListKeys } from '../widgets/action-list/paged-actions';
import { firstCalls } from './early-calls';

const token = { uuid: 'tok-1', expires: { date: '2099-01-01 00:00:00' } };
const NOW = new Date('2026-11-24T10:00:00Z');
const linked = {
  pathname: '/actions',
  search: '?since=2026-11-02&until=2026-11-08&page=2&city=Gda%C5%84sk&status=accepted',
};
const global = globalThis as WithEarlyCalls;

const answer = (data: unknown) =>
  new Response(JSON.stringify({ status: { success: true }, data }), {
    headers: { 'content-type': 'application/json' },
  });

/** What the API answers the early calls: the session, and an empty page. */
const server = vi.fn(async (url: RequestInfo | URL) =>
  String(url).endsWith(FIRST_CALL_PATHS.session)
    ? answer({ token, user: makeUser() })
    : answer({ actions: [], count: 0 }),
);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  localStorage.setItem('token', JSON.stringify(token));
  server.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  global[EARLY_CALLS] = [];
  useSession.setState({ token: null, user: null });
});

describe('the early first calls', () => {
  it('are the session call and the linked page of the list, with the saved token', () => {
    const calls = firstCalls('https://api.example', linked, NOW);
    expect(calls.map((c) => c.url)).toEqual([
      `https://api.example${contract.session.path}`,
      `https://api.example${contract.actionList.path}`,
    ]);
    expect(calls.every((c) => c.authorization === 'Bearer tok-1')).toBe(true);
    expect(JSON.parse(calls[1]!.body)).toEqual({
      actions: {
        since: '2026-11-02 00:00:00',
        until: '2026-11-08 23:59:59',
        cities: ['Gdańsk'],
        statuses: { idents: ['accepted'] },
      },
      pagination: { limit: 100, offset: 100 },
    });
  });

  it('ask for the default range from the root, and only the session elsewhere', () => {
    const root = firstCalls('https://api.example', { pathname: '/', search: '' }, NOW);
    expect(JSON.parse(root[1]!.body).actions).toEqual({
      since: '2026-11-24 00:00:00',
      until: '2026-12-01 23:59:59',
    });
    const reports = firstCalls('https://api.example', { pathname: '/reports', search: '' }, NOW);
    expect(reports.map((c) => c.url)).toEqual([`https://api.example${contract.session.path}`]);
  });

  it('are none without a saved token or with an expired one', () => {
    localStorage.removeItem('token');
    expect(firstCalls('https://api.example', linked, NOW)).toEqual([]);
    localStorage.setItem('token', JSON.stringify({ uuid: 'old', expires: { date: '2000-01-01 00:00:00' } }));
    expect(firstCalls('https://api.example', linked, NOW)).toEqual([]);
  });

  it('are taken over by the app, which sends neither call again', async () => {
    global[EARLY_CALLS] = startCalls(firstCalls(env.apiUrl, linked, NOW), server);
    const sent = vi.spyOn(globalThis, 'fetch');
    const client = new QueryClient();

    expect(await useSession.getState().restore()).toBe('restored');
    prefetchFirstActionsPage(client, linked);
    const first = firstListPage(linked, initialListState(NOW));
    await vi.waitFor(() =>
      expect(client.getQueryData(actionListKeys.page(first!.actions, first!.page))).toEqual({
        actions: [],
        count: 0,
      }),
    );
    expect(server).toHaveBeenCalledTimes(2);
    expect(sent).not.toHaveBeenCalled();
    expect(global[EARLY_CALLS]).toEqual([]);
  });

  it('are not used once they are older than the first screen', async () => {
    global[EARLY_CALLS] = startCalls(firstCalls(env.apiUrl, linked, NOW), server);
    vi.setSystemTime(NOW.getTime() + EARLY_CALL_MAX_AGE_MS + 1);
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer({ token, user: makeUser() }));
    expect(await useSession.getState().restore()).toBe('restored');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(global[EARLY_CALLS]).toEqual([]);
  });

  it('are left alone when the app asks differently, which sends its own call', async () => {
    // Started for another page than the one the app asks for.
    global[EARLY_CALLS] = startCalls(
      firstCalls(env.apiUrl, { pathname: '/actions', search: '?since=2026-11-02&until=2026-11-08' }, NOW),
      server,
    );
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer({ actions: [], count: 0 }));
    expect(await useSession.getState().restore()).toBe('restored');
    prefetchFirstActionsPage(new QueryClient(), linked);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const request = sent.mock.calls[0]![0] as Request;
    expect(request.url).toBe(`${env.apiUrl}${contract.actionList.path}`);
    // The session was taken over; the other page's call waits, unused.
    expect(global[EARLY_CALLS]).toHaveLength(1);
  });
});
