// The providers every screen runs in: the server-data cache (TanStack Query), the Mantine theme
// with Polish dates and Monday first, and the toast stack. The app passes its one QueryClient;
// tests pass a fresh one each.
import '@tourplanner/ui/styles.css';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider, type UiProviderProps } from '@tourplanner/ui/UiProvider';
import type { ReactNode } from 'react';

export function AppProviders({
  queryClient,
  env,
  children,
}: {
  queryClient: QueryClient;
  env?: UiProviderProps['env'];
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider env={env}>{children}</UiProvider>
    </QueryClientProvider>
  );
}
