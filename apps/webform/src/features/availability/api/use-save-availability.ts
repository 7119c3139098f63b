// Saving one day's hours, or clearing the day (mutation hook): the answer replaces that day's slots
// in the cached list.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tourplanner/api-client/app-api';
import { type AvailabilityHours, availabilitySlotFor } from '@tourplanner/domain/availability';
import type { AvailabilitySlot } from '@tourplanner/domain/entities';
import { message } from '@tourplanner/i18n-pl/errors';
import { api } from '../../../shared/api';
import { useSession } from '../../../shared/stores/session';

export interface SaveDay {
  day: string;
  /** null clears the day. */
  hours: AvailabilityHours | null;
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  const userUuid = useSession((s) => s.user?.uuid ?? '');
  return useMutation({
    mutationFn: async ({ day, hours }: SaveDay) => {
      const slot = hours ? availabilitySlotFor(day, hours) : null;
      if (hours && !slot) {
        throw new ApiError({ code: 'E_VALIDATION', status: 0, message: message('E_VALIDATION') });
      }
      return api.call('availabilitySave', { day, availability: slot ? [slot] : [] });
    },
    onSuccess: (saved, { day }) => {
      queryClient.setQueriesData<AvailabilitySlot[]>({ queryKey: ['availability', userUuid] }, (slots) =>
        slots ? [...slots.filter((s) => s.since.date.slice(0, 10) !== day), ...saved] : slots,
      );
    },
  });
}
