// What a screen shows when it fails to load or render (a lost connection while a screen's code
// loads, most often): the app kit's route error boundary with the back office's wording.
import { routeError } from '@tourplanner/app-kit/RouteError';
import { APP_SHELL } from '@tourplanner/i18n-pl/backoffice';

export const RouteError = routeError({
  title: APP_SHELL.screenFailed,
  text: APP_SHELL.screenFailedText,
  retry: APP_SHELL.retry,
});
