// The providers around the router.
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/query-client';
import { AppProviders } from './providers';
import { router } from './routes';

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
