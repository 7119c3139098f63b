// What a screen shows when it fails to load or render (a lost connection while a chunk loads,
// most often): the app kit's route error boundary with the webform's error wording.
import { routeError } from '@tourplanner/app-kit/RouteError';
import { BUTTONS } from '@tourplanner/i18n-pl/common';
import { WEBFORM_ERROR_MODAL } from '@tourplanner/i18n-pl/error-basics';

export const RouteError = routeError({
  title: WEBFORM_ERROR_MODAL.title,
  text: WEBFORM_ERROR_MODAL.network,
  retry: BUTTONS.retry,
});
