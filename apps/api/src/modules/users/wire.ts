// A person as the wire shows them (SPEC §3 User): territories, areas, availability and actions in
// a range, made from the rows ./service.ts loads for many people at once (loadUsers).
import type { User } from '@tourplanner/domain/entities';
import type { actions } from '../../db/schema/actions';
import type { availabilitySlots, users } from '../../db/schema/users';
import { toWireBox } from '../../infra/dates';

export interface PeopleRows {
  people: (typeof users.$inferSelect)[];
  terr: { userId: string; uuid: string; ident: string }[];
  ar: { userId: string; uuid: string; ident: string; territoryId: string }[];
  slots: (typeof availabilitySlots.$inferSelect)[];
  acts: (Pick<typeof actions.$inferSelect, 'name' | 'since' | 'until' | 'status'> & {
    userId: string;
    uuid: string;
  })[];
  /** A client's events. */
  evs: { userId: string; uuid: string; name: string }[];
}

/** The wire people of `ids`, in that order (an id without a row is left out). */
export function toWireUsers(ids: string[], { people, terr, ar, slots, acts, evs }: PeopleRows): User[] {
  const byId = new Map(people.map((p) => [p.id, p]));
  // One pass, each row pushed onto its person's list: a person's 2 000 actions of a month are not
  // copied 2 000 times.
  const group = <T extends { userId: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) {
      const list = m.get(r.userId);
      if (list) list.push(r);
      else m.set(r.userId, [r]);
    }
    return m;
  };
  const terrBy = group(terr);
  const areaBy = group(ar);
  const slotBy = group(slots);
  const actBy = group(acts);
  const eventBy = group(evs);
  return ids
    .map((id) => byId.get(id))
    .filter((p): p is NonNullable<typeof p> => !!p)
    .map((p) => ({
      uuid: p.id,
      ident: p.ident,
      firstname: p.firstname,
      lastname: p.lastname,
      role: { uuid: p.role },
      territories: (terrBy.get(p.id) ?? []).map((t) => ({ uuid: t.uuid, ident: t.ident })),
      areas: (areaBy.get(p.id) ?? []).map((a) => ({
        uuid: a.uuid,
        ident: a.ident,
        territory: { uuid: a.territoryId },
      })),
      availability: (slotBy.get(p.id) ?? []).map((s) => ({
        uuid: s.id,
        since: toWireBox(s.since),
        until: toWireBox(s.until),
      })),
      actions: (actBy.get(p.id) ?? [])
        .filter((a) => a.since && a.until)
        .map((a) => ({
          uuid: a.uuid,
          name: a.name,
          since: toWireBox(a.since as Date),
          until: toWireBox(a.until as Date),
          status: { global: { ident: a.status } },
        })),
      emailAddress: p.email,
      mobilePhone: p.phone,
      username: p.email,
      active: p.active,
      ...(p.role === 'CLIENT'
        ? { events: (eventBy.get(p.id) ?? []).map((e) => ({ uuid: e.uuid, name: e.name })) }
        : {}),
    }));
}
