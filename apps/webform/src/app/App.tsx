// The providers (theme, dates, toasts) around the router.
import { UiProvider } from '@tourplanner/ui/UiProvider';
import { RouterProvider } from 'react-router';
import { router } from './router';

export function App() {
  return (
    <UiProvider toastPosition="top-center">
      <RouterProvider router={router} />
    </UiProvider>
  );
}
