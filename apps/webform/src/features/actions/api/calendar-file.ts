// 'Dodaj do kalendarza' on a card (issue 29): one of her actions as an .ics file, which the phone
// hands to its calendar app. A failure is the query client's error toast.
import { useMutation } from '@tanstack/react-query';
import { CALENDAR_FEED } from '@tourplanner/i18n-pl/calendar';
import { format } from '@tourplanner/i18n-pl/format';
import { api } from '../../../shared/api';

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useAddToCalendar() {
  return useMutation({
    mutationFn: async (action: { uuid: string; ident: string }) => {
      const file = await api.call('hostessActionIcs', { action: { uuid: action.uuid } });
      saveFile(file.blob, file.fileName ?? format(CALENDAR_FEED.actionFile, { ident: action.ident }));
    },
  });
}
