// The back office: providers, the router made from the one route table, and the session restore.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../shared/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';
import { beginRestore, SessionBoot } from './SessionBoot';

const router = createBrowserRouter(routes);
// The saved session's restore and the first screen's loads start as the app's code runs, not after
// React's first render and commit.
const begun = beginRestore(queryClient, {
  pathname: router.state.location.pathname,
  search: router.state.location.search,
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <SessionBoot
        navigate={(to, options) => router.navigate(to, options)}
        currentPath={() => router.state.location.pathname}
        begun={begun}
      />
    </AppProviders>
  );
}
