// Renders a component inside the app's providers (Mantine without transitions or portals, a fresh
// QueryClient unless the test passes one) and a data router (as the app's createBrowserRouter, so
// useBlocker works); `providers` wraps hooks for renderHook.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createContext, type ReactElement, type ReactNode, useContext, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../shared/query-client';

/** What the test renders, handed to the router's one route (so a rerender reaches it). */
const Rendered = createContext<ReactNode>(null);
function RenderedElement() {
  return <>{useContext(Rendered)}</>;
}

export function providers(queryClient: QueryClient = createQueryClient(), route = '/') {
  return function Providers({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: <RenderedElement /> }], { initialEntries: [route] }),
    );
    return (
      <AppProviders queryClient={queryClient} env="test">
        <Rendered.Provider value={children}>
          <RouterProvider router={router} />
        </Rendered.Provider>
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
