// The tab's title names the screen (and the step), for screen readers and the task switcher.
import { WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useEffect } from 'react';

export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — ${WEBFORM_APP.appName}`;
  }, [title]);
}
