// The providers every screen runs in: theme, dates and toasts (packages/ui), and the server-data
// cache. The app passes its one QueryClient; tests pass a fresh one each.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
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
    <UiProvider toastPosition="top-center" env={env}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </UiProvider>
  );
}
