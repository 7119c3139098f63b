// The apps' TanStack Query client: server data cached by key, nothing retried (a POST retried could
// write twice, and a retried read only delays the error), no reload because the window got focus,
// and every failed query or mutation handed to the app's one error notice (its `onError`). A query
// with `meta.quiet` (a prefetch made before the session is confirmed) and a mutation with
// `meta.errorToast: false` (its screen shows the refusal beside a field) are not handed over.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { onResetAll } from './resettable';

export interface AppQueryClientOptions {
  /** The app's error notice for a failed call; without it the screens show their failures themselves. */
  onError?: (error: unknown) => void;
}

export function createAppQueryClient({ onError }: AppQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.quiet !== true) onError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) onError?.(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client, emptied by every resetAll() (sign-out, a lost session). */
export function appQueryClient(options: AppQueryClientOptions = {}): QueryClient {
  const client = createAppQueryClient(options);
  onResetAll(() => client.clear());
  return client;
}
