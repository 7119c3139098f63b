// The app's server-data cache (ADR 0009). Lists load when their screen mounts, as before, and show
// at once from the cache when it has them; a failed load is shown, not retried behind her back
// (each list has 'Odśwież'). resetAll() clears it on sign-out and on a lost session.
import { QueryClient } from '@tanstack/react-query';
import { onResetAll } from './stores/resettable';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
onResetAll(() => queryClient.clear());
