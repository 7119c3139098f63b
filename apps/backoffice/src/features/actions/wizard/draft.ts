// The add/edit wizard's draft of an action and how it becomes the /action/create or /update body.
import { actionTimeWindow, splitWireDateTime, type Ymd } from '@tourplanner/domain/dates';
import type {
  Action,
  ActionInput,
  ActionPoint,
  ActionType,
  ActionUser,
  User,
} from '@tourplanner/domain/entities';
import { defaultArea, defaultTerritory } from '@tourplanner/domain/roles';
import { chosen } from '@tourplanner/domain/selection';
import { ACTIONS } from '@tourplanner/i18n-pl/backoffice';

export interface WizardDraft {
  uuid: string | null;
  name: string;
  territory: { uuid: string; ident: string } | null;
  area: { uuid: string } | null;
  type: ActionType;
  event: { uuid: string; name: string } | null;
  actionPoints: ActionPoint[];
  date: Ymd | null;
  timeStart: string;
  timeEnd: string;
  users: ActionUser[];
  /** Why she is planned outside her declared hours, once the coordinator gave it (ADR 0021). */
  availabilityOverride: string | null;
}

export function newDraft(user: User | null): WizardDraft {
  const territory = defaultTerritory(user);
  const area = defaultArea(user, territory?.uuid);
  return {
    uuid: null,
    name: '',
    territory: territory ? { uuid: territory.uuid, ident: territory.ident } : null,
    area: area ? { uuid: area.uuid } : null,
    type: 'Standard',
    event: null,
    actionPoints: [],
    date: null,
    timeStart: '',
    timeEnd: '',
    users: [],
    availabilityOverride: null,
  };
}

export function draftFromAction(a: Action): WizardDraft {
  const since = splitWireDateTime(a.since?.date);
  const until = splitWireDateTime(a.until?.date);
  return {
    uuid: a.uuid,
    name: a.name,
    territory: a.territory,
    area: a.area,
    type: a.type.ident,
    event: a.event,
    actionPoints: a.actionPoints,
    date: since?.date ?? null,
    timeStart: since?.time ?? '',
    timeEnd: until?.time ?? '',
    users: a.users,
    availabilityOverride: a.availabilityOverride ?? null,
  };
}

export type DraftProblem = 'time' | null;

/** The window of the draft: null when nothing was entered, 'invalid' when entered but not valid. */
export function draftWindow(d: WizardDraft) {
  if (!d.date && !d.timeStart.trim() && !d.timeEnd.trim()) return null;
  if (!d.date) return 'invalid' as const;
  return actionTimeWindow(d.date, d.timeStart, d.timeEnd) ?? ('invalid' as const);
}

/** The body of /action/create or /action/update; an empty name becomes 'Nazwa akcji'. */
export function draftToInput(d: WizardDraft): ActionInput | null {
  const window = draftWindow(d);
  if (window === 'invalid') return null;
  return {
    ...(d.uuid ? { uuid: d.uuid } : {}),
    name: d.name.trim() || ACTIONS.defaultName,
    type: { ident: d.type },
    event: d.event ? { uuid: d.event.uuid } : null,
    territory: d.territory ? { uuid: d.territory.uuid } : null,
    area: d.area ? { uuid: d.area.uuid } : null,
    since: window?.since ?? null,
    until: window?.until ?? null,
    // New actions send only what is chosen; an edit also sends the trashed links to remove them.
    actionPoints: d.uuid ? d.actionPoints : chosen(d.actionPoints),
    users: d.uuid ? d.users : chosen(d.users),
    ...(d.availabilityOverride?.trim() ? { availabilityOverride: d.availabilityOverride.trim() } : {}),
  };
}
