// Every hostess of a scope from /user/list, however many: the reference list of personnel and the
// personnel screen both use the answer as the whole list, and the call answers at most 1 000 a page.
import { readAllPages } from '@tourplanner/api-client/all-pages';
import { LIMITS } from '@tourplanner/domain/constants';
import type { User } from '@tourplanner/domain/entities';
import type { userListBody } from '@tourplanner/domain/wire/users';
import type { z } from 'zod';
import { api } from '../api';

/**
 * What selects the hostesses: the territory scope and the range of their availability and actions
 * (or `withSchedule: false`: the people alone).
 */
export type HostessQuery = Pick<z.input<typeof userListBody>, 'territory' | 'availability' | 'withSchedule'>;

/** Every active hostess (HST) of `query`, by name (the server's order), page after page. */
export function listHostesses(query: HostessQuery, signal?: AbortSignal): Promise<User[]> {
  return readAllPages(
    (pagination) => api.call('userList', { ...query, pagination, role: { uuid: 'HST' } }, { signal }),
    { pageSize: LIMITS.personnelPageSize, signal },
  );
}
