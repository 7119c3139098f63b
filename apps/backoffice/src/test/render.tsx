// Test helpers: render inside the app's providers (with the fresh query client of each test) and a
// memory router, or the whole route table; fixtures of the wire types; the API stubbed at its door.

import type { QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { CallName } from '@tourplanner/api-client/contract';
import { onResetAll } from '@tourplanner/app-kit/resettable';
import type { Action, Event, Territory, User } from '@tourplanner/domain/entities';
import type { RankedHostess } from '@tourplanner/domain/wire/actions';
import { userListBody } from '@tourplanner/domain/wire/users';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { z } from 'zod';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { SessionBoot } from '../app/SessionBoot';
import { api } from '../shared/api';
import { personnelScope, referenceKeys } from '../shared/queries/reference';
import { createQueryClient } from '../shared/query-client';
import { useSession } from '../shared/stores/session';

let client: QueryClient | null = null;
let forget: (() => void) | null = null;

/** A fresh QueryClient for the next test (setup.ts); resetAll() clears it as it clears the app's. */
export function freshTestQueryClient(): QueryClient {
  forget?.();
  const fresh = createQueryClient();
  client = fresh;
  forget = onResetAll(() => fresh.clear());
  return fresh;
}

/** The QueryClient this test renders with. */
export const testQueryClient = (): QueryClient => client ?? freshTestQueryClient();

/**
 * The reference lists as the app has them after sign-in (empty unless given): screens read them
 * from the cache and do not load them themselves. Seeds for the user signed in at the time.
 */
export function seedReference(
  lists: { territories?: Territory[]; events?: Event[]; personnel?: User[] } = {},
) {
  const client = testQueryClient();
  const scope = personnelScope(useSession.getState().user);
  const seed = (key: readonly unknown[], value: unknown[] | undefined) => {
    if (value !== undefined || client.getQueryData(key) === undefined) client.setQueryData(key, value ?? []);
  };
  seed(referenceKeys.territories(), lists.territories);
  seed(referenceKeys.events(), lists.events);
  seed(referenceKeys.personnel(scope), lists.personnel);
}

export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  seedReference();
  return render(
    <AppProviders queryClient={testQueryClient()} env="test">
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** A hook inside the app's providers (and a router), e.g. a query or mutation hook. */
export function renderAppHook<T>(hook: () => T) {
  seedReference();
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={testQueryClient()} env="test">
        <MemoryRouter>{children}</MemoryRouter>
      </AppProviders>
    ),
  });
}

/**
 * The whole app at a route: the route table in a memory router, with the session restore if asked;
 * `seed: false` leaves the reference lists for the app to load.
 */
export function renderApp(
  route: string,
  { boot = false, seed = true }: { boot?: boolean; seed?: boolean } = {},
) {
  if (seed) seedReference();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <AppProviders queryClient={testQueryClient()} env="test">
      <RouterProvider router={router} />
      {boot ? (
        <SessionBoot
          navigate={(to, options) => router.navigate(to, options)}
          currentPath={() => router.state.location.pathname}
          currentSearch={() => router.state.location.search}
        />
      ) : null}
    </AppProviders>,
  );
  return { ...view, router };
}

export function makeUser(patch: Partial<User> = {}): User {
  return {
    uuid: 'u-1',
    ident: 'ADM1',
    firstname: 'Anna',
    lastname: 'Nowak',
    role: { uuid: 'ADMIN' },
    territories: [],
    areas: [],
    availability: [],
    actions: [],
    emailAddress: 'admin@tourplanner.test',
    mobilePhone: '+48500100200',
    username: 'admin@tourplanner.test',
    ...patch,
  };
}

export function makeAction(patch: Partial<Action> = {}): Action {
  return {
    uuid: 'a-1',
    ident: 'AK-1',
    name: 'Degustacja',
    type: { ident: 'Standard' },
    status: { global: { ident: 'editable' } },
    event: { uuid: 'e-1', name: 'Event Jesień' },
    territory: { uuid: 't-1', ident: 'WAW' },
    area: null,
    since: { date: '2026-11-23 08:00:00' },
    until: { date: '2026-11-23 16:00:00' },
    actionPoints: [
      {
        point: { uuid: 'p-1' },
        name: 'Sklep 1',
        ident: 'P1',
        address: { streetAddress: 'Prosta', streetNumber: '1', cityName: 'Warszawa' },
      },
    ],
    users: [{ uuid: 'h-1', firstname: 'Ola', lastname: 'Kowalska' }],
    ...patch,
  };
}

/** A hostess as /action/personnel ranks her: free and available, no actions that week. */
export function makeRankedHostess(patch: Partial<RankedHostess> & Pick<RankedHostess, 'uuid' | 'firstname'>) {
  return {
    ident: patch.uuid.toUpperCase(),
    lastname: 'Test',
    availability: 'available',
    clash: null,
    weekActions: 0,
    distanceMeters: null,
    ...patch,
  } satisfies RankedHostess;
}

export function makeEvent(patch: Partial<Event> = {}): Event {
  return {
    uuid: 'e-1',
    ident: 'jesien-01.11.2026',
    name: 'Event Jesień',
    since: { date: '2026-11-01 00:00:00' },
    until: { date: '2026-11-30 23:59:59' },
    territory: [],
    ...patch,
  };
}

/** What a file call answers. */
export const fileAnswer = (blob: Blob) => ({ blob, fileName: null, contentType: blob.type });

type Handler = (body: never) => unknown;

/** Stubs the API at the client boundary: each named call answers its handler's value (or throws). */
export function stubApi(handlers: Partial<Record<CallName, Handler>>) {
  return vi.spyOn(api, 'call').mockImplementation((async (name: CallName, body: never) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`Unexpected call ${name}`);
    return handler(body);
  }) as unknown as typeof api.call);
}

/** A list call's `pagination`: `{page, pageSize}` (the user, territory, event, point lists) or `{limit, offset}`. */
type Pagination = { page: number; pageSize: number } | { limit: number; offset: number };

/**
 * A stub of a paged list call serving `rows` (in the API's order) a page at a time as the API does:
 * each body checked by the call's schema (a page larger than the call allows fails), kept in
 * `bodies`, and answered with its slice of the rows.
 */
export function pagedRows<Row, Body extends { pagination: Pagination }>(
  rows: readonly Row[],
  schema: z.ZodType<Body>,
) {
  const bodies: Body[] = [];
  const answer = (sent: unknown): Row[] => {
    const body = schema.parse(sent);
    bodies.push(body);
    const p = body.pagination;
    const [start, size] = 'limit' in p ? [p.offset, p.limit] : [p.page * p.pageSize, p.pageSize];
    return rows.slice(start, start + size);
  };
  return { bodies, answer };
}

/** `count` hostesses in the API's order (by name) and a /user/list stub that pages them (`pagedRows`). */
export function pagedHostesses(count: number) {
  const hostesses = Array.from({ length: count }, (_, i) =>
    makeUser({ uuid: `h-${i}`, lastname: `Kowalska ${String(i).padStart(5, '0')}`, role: { uuid: 'HST' } }),
  );
  const { bodies, answer } = pagedRows(hostesses, userListBody);
  return { hostesses, bodies, userList: answer };
}
