// The app's TanStack Query client (ADR 0009): server data is cached by key, a failed query or
// mutation is one error toast (SPEC §8), nothing is retried (a POST retried could write twice, and a
// retried read only delays the error), and a list does not reload because the window got focus.
// resetAll() clears it on logout and on a lost session. A query with `meta.quiet` (a prefetch made
// before the session is confirmed) fails without a toast: its screen asks again and reports it.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from './toast/toast-store';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.quiet !== true) toast.fail(error);
      },
    }),
    mutationCache: new MutationCache({
      // A mutation whose screen shows its refusal itself (beside a field) says so in its meta.
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) toast.fail(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; tests render with a fresh one each. */
export const queryClient = createQueryClient();
