// A save or status refused for a hostess's time (ADR 0021): the server's Polish lines naming her
// other action, or her availability, which the coordinator may override with a reason.
import { ApiError } from '@tourplanner/api-client/app-api';

export interface Refusal {
  kind: 'busy' | 'outside';
  lines: string[];
}

/** The refusal a booking error carries, or null for any other failure. */
export function bookingRefusal(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  const lines = error.fields.map((f) => f.message);
  if (error.code === 'E_HOSTESS_BUSY') return { kind: 'busy', lines };
  if (error.code === 'E_OUTSIDE_AVAILABILITY') return { kind: 'outside', lines };
  return null;
}
