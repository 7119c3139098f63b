// Renders a component inside the app's providers (Mantine without transitions or portals, a fresh
// QueryClient unless the test passes one) and a router; `providers` wraps hooks for renderHook.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../shared/query-client';

export function providers(queryClient: QueryClient = createQueryClient(), route = '/') {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient} env="test">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  };
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
) {
  return { ...render(ui, { wrapper: providers(queryClient, route) }), queryClient };
}
