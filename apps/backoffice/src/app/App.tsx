// The back office: providers, the router made from the one route table, and the session restore.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../shared/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';
import { SessionBoot } from './SessionBoot';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <SessionBoot
        navigate={(to, options) => router.navigate(to, options)}
        currentPath={() => router.state.location.pathname}
      />
    </AppProviders>
  );
}
