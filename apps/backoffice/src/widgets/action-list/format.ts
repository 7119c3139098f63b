// How an action's cells read in the actions and reports tables.
import type { Action, ActionPoint } from '@tourplanner/domain/entities';
import { chosen } from '@tourplanner/domain/selection';
import { ACTIONS, PERSONNEL_ACCOUNTS } from '@tourplanner/i18n-pl/backoffice';
import { EMPTY } from '@tourplanner/i18n-pl/common';

export const actionName = (a: Pick<Action, 'name'>) => a.name.trim() || ACTIONS.defaultName;

/** A location lacking both name and city is invalid ('Niepoprawny adres', in red). */
export function isInvalidLocation(p: ActionPoint): boolean {
  return !p.name?.trim() && !p.address?.cityName?.trim();
}

export function locationText(p: ActionPoint): string {
  const street = [p.address?.streetAddress, p.address?.streetNumber].filter(Boolean).join(' ');
  const place = [street, p.address?.cityName].filter(Boolean).join(', ');
  return [p.name, place].filter((s) => s?.trim()).join(' — ');
}

export function actionDate(a: Action): string {
  return a.date ?? a.since?.date.slice(0, 10) ?? EMPTY.dash;
}

export function actionTime(a: Action): string {
  const start = a.timestart ?? a.since?.date.slice(11, 16);
  const end = a.timeend ?? a.until?.date.slice(11, 16);
  if (!start && !end) return EMPTY.dash;
  return `${start ?? ''}–${end ?? ''}`;
}

/** The action's hostesses by name; one whose account was deactivated keeps her name, marked so. */
export function personnelText(a: Action): string {
  const people = chosen(a.users).map((u) => {
    const name = [u.firstname, u.lastname].filter(Boolean).join(' ') || u.ident || '';
    return u.active === false ? `${name} (${PERSONNEL_ACCOUNTS.inactiveHostess})` : name;
  });
  return people.length ? people.join(', ') : EMPTY.dash;
}
