// The people of the demo data set (the demo accounts, in their territories and areas) and the
// hostesses' availability.
import { availabilitySlots, userAreas, users, userTerritories } from '../db/schema/users';
import { hashPassword } from '../modules/passwords/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import type { Places } from './demo-places';
import { type DemoContext, insertChunks, warsawAt } from './helpers';

export type People = Awaited<ReturnType<typeof seedPeople>>;

/** The territory index of the n-th hostess: hst1 in Północ, hst2 in Południe, ... */
export const hostessTerritory = (n: number) => (n - 1) % 4;

export async function seedPeople({ deps, rnd }: DemoContext, { terrIds, areaIds }: Places) {
  const hash = await hashPassword(DEMO_PASSWORD);
  // The client comes with the registrations (it sees an event, not territories).
  const people = DEMO_ACCOUNTS.filter((a) => a.role !== 'CLIENT').map((a, i) => ({
    id: rnd.uuid(),
    ident: a.role === 'HST' ? `HST-${String(i - 2).padStart(3, '0')}` : `${a.role}-001`,
    role: a.role,
    email: a.email,
    passwordHash: hash,
    firstname: a.firstname,
    lastname: a.lastname,
    phone: `+48 ${rnd.int(500, 799)} ${rnd.int(100, 999)} ${rnd.int(100, 999)}`,
  }));
  await deps.db.insert(users).values(people);
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const hostesses = people.filter((p) => p.role === 'HST');
  const asm = byEmail.get('asm@tourplanner.test')!.id;
  const hsadm = byEmail.get('hsadm@tourplanner.test')!.id;
  await deps.db
    .insert(userTerritories)
    .values([
      { userId: asm, territoryId: terrIds[0]! },
      { userId: asm, territoryId: terrIds[1]! },
      { userId: hsadm, territoryId: terrIds[0]! },
      ...hostesses.map((h, i) => ({ userId: h.id, territoryId: terrIds[hostessTerritory(i + 1)]! })),
    ]);
  await deps.db.insert(userAreas).values([
    { userId: asm, areaId: areaIds[0]![0]! },
    { userId: asm, areaId: areaIds[1]![0]! },
    { userId: hsadm, areaId: areaIds[0]![0]! },
    ...hostesses.map((h, i) => ({
      userId: h.id,
      areaId: areaIds[hostessTerritory(i + 1)]![i % 2 === 0 ? 0 : 1]!,
    })),
  ]);
  return { people, byEmail, hostesses };
}

/** Most days of the past week and the coming two; hst1 is available today whatever the dice say. */
export async function seedAvailability({ deps, rnd, today }: DemoContext, { byEmail, hostesses }: People) {
  const hst1 = byEmail.get('hst1@tourplanner.test')!;
  const slots: (typeof availabilitySlots.$inferInsert)[] = [];
  for (const h of hostesses) {
    for (let offset = -7; offset <= 14; offset++) {
      if (!rnd.chance(0.65) && !(h.id === hst1.id && offset === 0)) continue;
      const day = today.add(offset, 'day');
      const from = rnd.int(8, 12);
      const to = Math.min(22, from + rnd.int(4, 9));
      slots.push({ userId: h.id, since: warsawAt(day, from), until: warsawAt(day, to) });
    }
  }
  await insertChunks(slots, (c) => deps.db.insert(availabilitySlots).values(c));
}
