// A new calendar feed link (issue 29): its failure is the query client's error toast.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: async () => (await api.call('calendarFeedCreate', {})).url });
}
