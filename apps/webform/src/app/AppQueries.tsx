// The app's server-data cache around the screens that read server data (the signed-in frame and
// the consumer's consents page): loaded with their chunks, so the sign-in paints without it.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/query-client';

export function AppQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
