// The events screen's calls: every event overlapping a range, and saving one (create or edit),
// after which both that list and the wizards' reference list of events are refreshed.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readAllPages } from '@tourplanner/api-client/all-pages';
import { toast } from '@tourplanner/app-kit/toast';
import { LIMITS } from '@tourplanner/domain/constants';
import { addDays, type DateRange, rangeToWire } from '@tourplanner/domain/dates';
import type { Territory } from '@tourplanner/domain/entities';
import { EVENTS } from '@tourplanner/i18n-pl/backoffice';
import { api } from '../../../shared/api';
import { referenceKeys } from '../../../shared/queries/reference';
import { useEventsScreen } from '../stores/events-store';

/**
 * After a save the list shows the event: a range it does not overlap moves to a week from its
 * start (an event starting after today + 7 would otherwise be saved and never seen).
 */
function showSaved(event: Pick<EventBody, 'since' | 'until'>) {
  const { since, until, setRange } = useEventsScreen.getState();
  const [start, end] = [event.since.date.slice(0, 10), event.until.date.slice(0, 10)];
  if (end < since || start > until) setRange({ since: start, until: addDays(start, 7) });
}

export const eventKeys = {
  all: ['events'] as const,
  range: (range: DateRange) => [...eventKeys.all, range] as const,
};

/** Every event overlapping `range` (the screen has no pages: all of them, read page after page). */
export function useEventList(range: DateRange) {
  return useQuery({
    queryKey: eventKeys.range(range),
    queryFn: ({ signal }) =>
      readAllPages((pagination) => api.call('eventList', { pagination, ...rangeToWire(range) }, { signal }), {
        pageSize: LIMITS.eventsPageSize,
        signal,
      }),
  });
}

export interface EventBody {
  uuid: string | null;
  ident: string;
  name: string;
  since: { date: string };
  until: { date: string };
  territory: Territory[];
}

export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, ...event }: EventBody) => {
      if (uuid) await api.call('eventUpdate', { event: { ...event, uuid } });
      else await api.call('eventCreate', { event });
      return uuid !== null;
    },
    onSuccess: (edited, event) => {
      toast.show(edited ? EVENTS.toasts.saved : EVENTS.toasts.created);
      showSaved(event);
      void client.invalidateQueries({ queryKey: eventKeys.all });
      void client.invalidateQueries({ queryKey: referenceKeys.events() });
    },
  });
}
