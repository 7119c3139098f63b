// Choosing locations, personnel and territories in the wizards (SPEC §4). Nothing chosen before is
// dropped: it is marked `trash`, because the server removes an existing link only when told so.
import type { ActionType } from './entities.ts';

export type Trashable = { trash?: boolean | null };

// Constraints below are `object`, not `Trashable`: an entry that never had a trash flag (a weak type
// for TypeScript) must be accepted too.
const marked = <T extends object>(item: T, trash: boolean): T => ({ ...item, trash }) as T;

/** Whether an entry counts as chosen (present and not marked trash). */
export const isChosen = (item: object): boolean => !(item as Trashable).trash;

/** The chosen entries only. */
export function chosen<T extends object>(list: readonly T[] | null | undefined): T[] {
  return (list ?? []).filter(isChosen);
}

/** The list with every entry marked trash. */
export function trashAll<T extends object>(list: readonly T[] | null | undefined): T[] {
  return (list ?? []).map((item) => marked(item, true));
}

/** Toggle one entry on or off, leaving the others as they are (Horeca locations). */
export function toggleMany<T extends object>(list: readonly T[], item: T, keyOf: (t: T) => string): T[] {
  const key = keyOf(item);
  const existing = list.find((t) => keyOf(t) === key);
  if (!existing) return [...list, marked(item, false)];
  return list.map((t) => (keyOf(t) === key ? marked(t, isChosen(t)) : t));
}

/** Choose exactly this entry: it is chosen (again) and every other is marked trash. */
export function selectOne<T extends object>(list: readonly T[], item: T, keyOf: (t: T) => string): T[] {
  const key = keyOf(item);
  const others = list.map((t) => marked(t, keyOf(t) !== key));
  return list.some((t) => keyOf(t) === key) ? others : [...others, marked(item, false)];
}

/**
 * Single choice that can be undone: choosing an unchosen entry chooses it and trashes the others;
 * choosing the chosen one un-chooses it, leaving nothing chosen.
 */
export function toggleOne<T extends object>(list: readonly T[], item: T, keyOf: (t: T) => string): T[] {
  const key = keyOf(item);
  const existing = list.find((t) => keyOf(t) === key);
  if (existing && isChosen(existing)) return list.map((t) => (keyOf(t) === key ? marked(t, true) : t));
  return selectOne(list, item, keyOf);
}

const pointKey = (p: { point: { uuid: string } }) => p.point.uuid;
const uuidKey = (t: { uuid: string }) => t.uuid;

/** Location step: Horeca toggles many; other types keep exactly one, marking the others trash. */
export function selectLocation<T extends { point: { uuid: string } }>(
  actionPoints: readonly T[] | null | undefined,
  location: T,
  type: ActionType,
): T[] {
  const list = actionPoints ?? [];
  return type === 'Horeca' ? toggleMany(list, location, pointKey) : selectOne(list, location, pointKey);
}

/**
 * After a type change to Standard only one location may stay: the first chosen one (an order the
 * user sees), others marked trash. Horeca keeps all.
 */
export function locationsForType<T extends { point: { uuid: string } }>(
  actionPoints: readonly T[] | null | undefined,
  type: ActionType,
): T[] {
  const list = actionPoints ?? [];
  const first = list.find(isChosen);
  if (type === 'Horeca' || !first) return [...list];
  return selectOne(list, first, pointKey);
}

/** Event step: a different event has different locations, so every chosen one is marked trash. */
export function locationsAfterEventChange<T extends object>(
  actionPoints: readonly T[] | null | undefined,
): T[] {
  return trashAll(actionPoints);
}

/** Personnel step: a single person; choosing toggles that person and trashes the others. */
export function selectPerson<T extends { uuid: string }>(
  users: readonly T[] | null | undefined,
  person: T,
): T[] {
  return toggleOne(users ?? [], person, uuidKey);
}

/** Event wizard territory step: single choice; choosing the chosen one toggles it off. */
export function selectTerritory<T extends { uuid: string }>(
  territories: readonly T[] | null | undefined,
  territory: T,
): T[] {
  return toggleOne(territories ?? [], territory, uuidKey);
}

/**
 * Whether an event runs in a territory: its territories (none: everywhere) include it. The server
 * refuses an action whose event does not (action.event); no territory chosen lists every event.
 */
export function eventRunsIn(
  event: { territory?: readonly ({ uuid: string } & Trashable)[] | null },
  territoryUuid: string | null | undefined,
): boolean {
  const territories = (event.territory ?? []).filter(isChosen);
  return !territoryUuid || territories.length === 0 || territories.some((t) => t.uuid === territoryUuid);
}

/**
 * The people an edit adds to an action: those chosen now that it did not have. A coordinator may
 * assign only hostesses of her territories, but an edit keeps whoever is already assigned (ADMIN
 * may have assigned one from elsewhere), so the server checks these and the app's 'Edytuj' (offered
 * by status alone, `canEdit`) never leads to a refused save.
 */
export function addedPeople(chosenIds: readonly string[], currentIds: readonly string[]): string[] {
  const had = new Set(currentIds);
  return chosenIds.filter((id) => !had.has(id));
}
