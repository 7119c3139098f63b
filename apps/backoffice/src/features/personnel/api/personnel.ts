// The personnel screen's calls: hostesses with their availability and actions between two days
// (the day's table, a person's calendar week), restricted to the filter's territory or else the
// user's own (SPEC §6); and saving a day's availability, after which both refresh.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@tourplanner/app-kit/toast';
import type { Ymd } from '@tourplanner/domain/dates';
import type { User } from '@tourplanner/domain/entities';
import { territoryQuery } from '@tourplanner/domain/roles';
import { PERSONNEL } from '@tourplanner/i18n-pl/backoffice';
import { api } from '../../../shared/api';
import { listHostesses } from '../../../shared/queries/hostesses';
import { selectUser, useSession } from '../../../shared/stores/session';

export const personnelKeys = {
  all: ['personnel'] as const,
  list: (since: Ymd, until: Ymd, territory: unknown) =>
    [...personnelKeys.all, { since, until, territory }] as const,
};

/**
 * Every hostess in scope (all pages) with availability and actions between two days (both whole);
 * off while `enabled` is false.
 */
export function usePersonnelList(since: Ymd, until: Ymd, territoryUuid: string | null, enabled = true) {
  const user = useSession(selectUser);
  const territory = territoryUuid ? { uuid: territoryUuid } : territoryQuery(user?.territories);
  return useQuery({
    queryKey: personnelKeys.list(since, until, territory),
    queryFn: ({ signal }) =>
      listHostesses(
        {
          availability: { since: `${since} 00:00:00`, until: `${until} 23:59:59` },
          ...(territory ? { territory } : {}),
        },
        signal,
      ),
    enabled,
  });
}

const pad = (h: number) => String(h).padStart(2, '0');

/** Saves one day's availability window (whole hours, from < to). */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, day, from, to }: { user: Pick<User, 'uuid'>; day: Ymd; from: number; to: number }) =>
      api.call('availabilitySave', {
        user: { uuid: user.uuid },
        day,
        availability: [
          { since: { date: `${day} ${pad(from)}:00:00` }, until: { date: `${day} ${pad(to)}:00:00` } },
        ],
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: personnelKeys.all });
      toast.show(PERSONNEL.availabilityPopup.saved);
    },
  });
}
