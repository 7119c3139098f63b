// The reference lists (docs/product/design.md "The wire contract": the three loads after a session
// is set): every territory, every event and every hostess of the user's territories (SPEC §6), used
// by the wizards and the filters; each read whole, page after page, since the calls answer at most
// 500 or 1 000 rows a page. Loaded at sign-in and kept for the session; saving an event refreshes
// the events.

import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { readAllPages } from '@tourplanner/api-client/all-pages';
import { LIMITS } from '@tourplanner/domain/constants';
import type { User } from '@tourplanner/domain/entities';
import { type TerritoryQuery, territoryQuery } from '@tourplanner/domain/roles';
import { api } from '../api';
import { selectUser, useSession } from '../stores/session';
import { listHostesses } from './hostesses';

type Scope = TerritoryQuery | null;

export const referenceKeys = {
  all: ['reference'] as const,
  territories: () => [...referenceKeys.all, 'territories'] as const,
  events: () => [...referenceKeys.all, 'events'] as const,
  personnel: (scope: Scope) => [...referenceKeys.all, 'personnel', scope] as const,
};

/** Kept for the session: the lists change rarely and the app refreshes them where it changes them. */
const FOR_THE_SESSION = Number.POSITIVE_INFINITY;

export const territoriesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.territories(),
    queryFn: ({ signal }) =>
      readAllPages((pagination) => api.call('territoryList', { pagination }, { signal }), {
        pageSize: LIMITS.territoriesPageSize,
        signal,
      }),
    staleTime: FOR_THE_SESSION,
  });

export const eventsQuery = () =>
  queryOptions({
    queryKey: referenceKeys.events(),
    queryFn: ({ signal }) =>
      readAllPages((pagination) => api.call('eventList', { pagination }, { signal }), {
        pageSize: LIMITS.eventsPageSize,
        signal,
      }),
    staleTime: FOR_THE_SESSION,
  });

/**
 * The hostesses by name, for the filter and the wizard's list: the people alone, without the month
 * of availability and actions the personnel screen asks for (on 200 000 actions that month is
 * about 25 000 actions, several MB, at every sign-in).
 */
export const personnelQuery = (scope: Scope) =>
  queryOptions({
    queryKey: referenceKeys.personnel(scope),
    queryFn: ({ signal }) =>
      listHostesses({ ...(scope ? { territory: scope } : {}), withSchedule: false }, signal),
    staleTime: FOR_THE_SESSION,
  });

/** The personnel scope of a user: one territory sends its uuid, several all uuids, none nothing. */
export const personnelScope = (user: Pick<User, 'territories'> | null): Scope =>
  territoryQuery(user?.territories);

export function useTerritories() {
  return useQuery(territoriesQuery()).data ?? [];
}

export function useReferenceEvents() {
  return useQuery(eventsQuery()).data ?? [];
}

export function useReferencePersonnel() {
  const user = useSession(selectUser);
  return useQuery(personnelQuery(personnelScope(user))).data ?? [];
}

/**
 * Territories and events, asked for while a saved session is still being checked (they do not
 * depend on who the user is); quiet, like the first page's prefetch.
 */
export function prefetchSharedReference(client: QueryClient) {
  void client.prefetchQuery({ ...territoriesQuery(), meta: { quiet: true } });
  void client.prefetchQuery({ ...eventsQuery(), meta: { quiet: true } });
}

/**
 * The three loads after sign-in or restore, fresh each time (answers that arrived after `freshSince`,
 * a prefetch of this start, count as fresh); a failure is its own error toast.
 */
export function loadReferenceData(
  client: QueryClient,
  user: Pick<User, 'territories'> | null,
  freshSince?: number,
) {
  const fresh = { staleTime: freshSince === undefined ? 0 : Math.max(0, Date.now() - freshSince) };
  const ignore = () => undefined;
  return Promise.all([
    client.fetchQuery({ ...territoriesQuery(), ...fresh }).catch(ignore),
    client.fetchQuery({ ...eventsQuery(), ...fresh }).catch(ignore),
    client.fetchQuery({ ...personnelQuery(personnelScope(user)), ...fresh }).catch(ignore),
  ]).then(() => undefined);
}
