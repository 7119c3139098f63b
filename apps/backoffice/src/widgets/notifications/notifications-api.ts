// The coordinators' alerts (issue 29): the bell's list, refreshed every 30 s without a reload, the
// read marks, and the one-click replacement with its ranking.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@tourplanner/app-kit/toast';
import { instantToWire, wireToInstant } from '@tourplanner/domain/dates';
import type { NotificationRow } from '@tourplanner/domain/wire/notifications';
import { NOTIFICATION_PANEL } from '@tourplanner/i18n-pl/alerts';
import { format } from '@tourplanner/i18n-pl/format';
import { api } from '../../shared/api';

/** The first page the bell shows. */
export const NOTIFICATION_PAGE = { page: 0, pageSize: 20 } as const;
/** How often the bell asks again, in ms (the issue asks for at most 60 s). */
export const NOTIFICATION_REFRESH_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  ranking: (id: string) => ['notifications', 'ranking', id] as const,
};

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => api.call('notificationList', { pagination: NOTIFICATION_PAGE }, { signal }),
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchIntervalInBackground: true,
    // A failed refresh keeps the last count quietly; the next one tries again.
    meta: { quiet: true },
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuids: string[]) => api.call('notificationRead', { uuids }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

/** The rest of the action's window: from now (or its start, if later) to its end; null when over. */
export function restOfWindow(row: NotificationRow, now: Date): { since: string; until: string } | null {
  const since = row.action.since ? wireToInstant(row.action.since.date) : null;
  const until = row.action.until ? wireToInstant(row.action.until.date) : null;
  if (!since || !until || until.getTime() <= now.getTime()) return null;
  const from = since.getTime() > now.getTime() ? since : now;
  return { since: instantToWire(from), until: instantToWire(until) };
}

/** The ranked hostesses for the rest of the window, without those already on the action. */
export function useReplacements(row: NotificationRow, window: { since: string; until: string } | null) {
  return useQuery({
    queryKey: [...notificationKeys.ranking(row.uuid), window],
    enabled: window !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const ranked = await api.call(
        'actionPersonnel',
        {
          since: window!.since,
          until: window!.until,
          action: { uuid: row.action.uuid },
          ...(row.action.territory ? { territory: row.action.territory } : {}),
          points: row.action.points,
        },
        { signal },
      );
      const on = new Set(row.action.users.map((u) => u.uuid));
      return ranked.filter((h) => !on.has(h.uuid));
    },
  });
}

export function useReassign() {
  const client = useQueryClient();
  return useMutation({
    // The panel shows a refusal beside the alert itself.
    meta: { errorToast: false },
    mutationFn: (v: {
      action: string;
      ident: string;
      user: string;
      person: string;
      from: string;
      /** Why she is assigned outside her declared availability (required by the server then). */
      availabilityOverride?: string;
    }) =>
      api.call('actionReassign', {
        action: { uuid: v.action },
        user: { uuid: v.user },
        from: { uuid: v.from },
        ...(v.availabilityOverride ? { availabilityOverride: v.availabilityOverride } : {}),
      }),
    // Said here, not by the button: the refreshed list takes the replaced alert's offer away.
    onSuccess: (_data, v) => {
      toast.show(format(NOTIFICATION_PANEL.assigned, { person: v.person, ident: v.ident }));
      return client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
