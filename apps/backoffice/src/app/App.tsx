// The back office: providers, router, session restore and the routes.
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { AppProviders } from './providers';
import { SessionBoot } from './SessionBoot';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionBoot />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
