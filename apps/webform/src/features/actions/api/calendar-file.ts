// 'Dodaj do kalendarza' on a card (issue 29): one of her actions as an .ics file, which the phone
// hands to its calendar app. A failure is the query client's error toast.
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@tourplanner/app-kit/download';
import { CALENDAR_FEED } from '@tourplanner/i18n-pl/calendar';
import { format } from '@tourplanner/i18n-pl/format';
import { api } from '../../../shared/api';

export function useAddToCalendar() {
  return useMutation({
    mutationFn: async (action: { uuid: string; ident: string }) => {
      const file = await api.call('hostessActionIcs', { action: { uuid: action.uuid } });
      saveBlob(file.blob, file.fileName ?? format(CALENDAR_FEED.actionFile, { ident: action.ident }));
    },
  });
}
