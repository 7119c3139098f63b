// The providers every screen runs in: theme and toasts (packages/ui), and, where a screen reads
// server data, the server-data cache. The app's screens get its one QueryClient from their route
// (AppQueries: the cache loads with the signed-in screens, not with the sign-in); tests pass a
// fresh one each.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, type ThemeProviderProps } from '@tourplanner/ui/ThemeProvider';
import type { ReactNode } from 'react';

export function AppProviders({
  queryClient,
  env,
  children,
}: {
  queryClient?: QueryClient;
  env?: ThemeProviderProps['env'];
  children: ReactNode;
}) {
  return (
    <ThemeProvider toastPosition="top-center" env={env}>
      {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
    </ThemeProvider>
  );
}
