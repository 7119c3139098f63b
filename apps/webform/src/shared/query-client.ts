// The app's server-data cache (ADR 0009): the app kit's client, without an error notice: lists
// load when their screen mounts and show at once from the cache when it has them; a failed load is
// shown by its screen, not retried behind her back (each list has 'Odśwież'). resetAll() clears it.
import { appQueryClient, createAppQueryClient } from '@tourplanner/app-kit/query-client';

/** A fresh client (tests render with one each). */
export const createQueryClient = () => createAppQueryClient();

export const queryClient = appQueryClient();
