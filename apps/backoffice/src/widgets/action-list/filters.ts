// The filters of the actions and reports lists (SPEC §3 Filters) and their /action/list form.
import type { ActionFilters } from '@tourplanner/api-client/contract';
import type { AttendanceState } from '@tourplanner/domain/attendance';
import type { DateRange } from '@tourplanner/domain/dates';
import { rangeToWire } from '@tourplanner/domain/dates';
import type { ActionStatus } from '@tourplanner/domain/entities';
import type { ReviewState } from '@tourplanner/domain/wire/review';
import { ATTENDANCE_FILTER } from '@tourplanner/i18n-pl/attendance';
import { FILTER_DIALOG, REVIEW } from '@tourplanner/i18n-pl/backoffice';
import { STATUS_NAMES } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';

export interface ActionFilter {
  cityFilter: string;
  streetFilter: string;
  idFilter: string;
  territoryFilter: string;
  territoryFilterUUID: string | null;
  personnelFilter: string;
  personnelFilterUUID: string | null;
  eventFilter: string;
  eventFilterUUID: string | null;
  statusFilter: ActionStatus | null;
  /** Raporty: the review states to list (none: any). */
  reviewStates: ReviewState[];
  /** Raporty: only the actions with data-quality signals. */
  signalsOnly: boolean;
  /** Akcje (issue 29): the attendance states to list (none: any). */
  attendanceStates: AttendanceState[];
}

export const EMPTY_FILTER: ActionFilter = {
  cityFilter: '',
  streetFilter: '',
  idFilter: '',
  territoryFilter: '',
  territoryFilterUUID: null,
  personnelFilter: '',
  personnelFilterUUID: null,
  eventFilter: '',
  eventFilterUUID: null,
  statusFilter: null,
  reviewStates: [],
  signalsOnly: false,
  attendanceStates: [],
};

/** How many filters are set (shown on the 'Filtruj' button). */
export function activeFilterCount(filter: ActionFilter): number {
  return [
    filter.cityFilter.trim(),
    filter.streetFilter.trim(),
    filter.idFilter.trim(),
    filter.territoryFilterUUID,
    filter.personnelFilterUUID,
    filter.eventFilterUUID,
    filter.statusFilter,
    filter.reviewStates.length > 0,
    filter.signalsOnly,
    filter.attendanceStates.length > 0,
  ].filter(Boolean).length;
}

/** The filters set, each as FILTER_DIALOG.activeItem, for an empty list to say why it is empty. */
export function activeFilterLabels(filter: ActionFilter): string[] {
  const D = FILTER_DIALOG;
  const pairs: [string, string | null][] = [
    [D.city, filter.cityFilter.trim() || null],
    [D.street, filter.streetFilter.trim() || null],
    [D.id, filter.idFilter.trim() || null],
    [D.territory, filter.territoryFilterUUID ? filter.territoryFilter || filter.territoryFilterUUID : null],
    [D.personnel, filter.personnelFilterUUID ? filter.personnelFilter || filter.personnelFilterUUID : null],
    [D.event, filter.eventFilterUUID ? filter.eventFilter || filter.eventFilterUUID : null],
    [D.status, filter.statusFilter ? STATUS_NAMES[filter.statusFilter] : null],
    [D.reviewStates, filter.reviewStates.map((s) => REVIEW.states[s]).join(', ') || null],
    // The states by their count: their names stay with the lazy filter field.
    [ATTENDANCE_FILTER.label, filter.attendanceStates.length ? String(filter.attendanceStates.length) : null],
  ];
  const labels = pairs.flatMap(([label, value]) => (value ? [format(D.activeItem, { label, value })] : []));
  return filter.signalsOnly ? [...labels, D.signalsOnly] : labels;
}

/** A list's empty text, with the filters that are set. */
export function emptyListText(empty: string, filter: ActionFilter): string {
  const active = activeFilterLabels(filter);
  return active.length ? `${empty} ${format(FILTER_DIALOG.active, { filters: active.join(', ') })}` : empty;
}

/** The `actions` body of /action/list for a range and filter. */
export function toActionFilters(range: DateRange, filter: ActionFilter): ActionFilters {
  const out: ActionFilters = { ...rangeToWire(range) };
  if (filter.cityFilter.trim()) out.cities = [filter.cityFilter.trim()];
  if (filter.streetFilter.trim()) out.streets = [filter.streetFilter.trim()];
  if (filter.idFilter.trim()) out.ids = [filter.idFilter.trim()];
  if (filter.territoryFilterUUID) out.territories = { uuids: [filter.territoryFilterUUID] };
  if (filter.eventFilterUUID) out.events = { uuids: [filter.eventFilterUUID] };
  if (filter.personnelFilterUUID) out.users = { uuids: [filter.personnelFilterUUID] };
  if (filter.statusFilter) out.statuses = { idents: [filter.statusFilter] };
  if (filter.reviewStates.length || filter.signalsOnly)
    out.review = {
      ...(filter.reviewStates.length ? { states: [...filter.reviewStates] } : {}),
      ...(filter.signalsOnly ? { signals: true } : {}),
    };
  if (filter.attendanceStates.length) out.attendance = { states: [...filter.attendanceStates] };
  return out;
}
