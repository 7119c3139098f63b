// Availability slots: whose hours a caller may read and set (her own; ASM and HSADM: the people of
// their territories; ADMIN: anyone), and reading and replacing a person's hours of one day.
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import { availabilitySlots, users, userTerritories } from '../../db/schema/users';
import { ApiError } from '../../errors';
import { toWireBox } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';

/** The person whose availability is meant: yourself, or someone you may manage. */
export async function subjectOf(deps: AppDeps, user: SessionUser, requested: string | undefined) {
  const id = requested ?? user.id;
  if (id === user.id) return id;
  if (user.role === 'HST') throw new ApiError('E_FORBIDDEN');
  const [person] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  if (!person) throw new ApiError('E_NOT_FOUND');
  if (user.role === 'ADMIN') return id;
  const terr = await deps.db
    .select({ t: userTerritories.territoryId })
    .from(userTerritories)
    .where(eq(userTerritories.userId, id));
  if (!terr.some((t) => user.territoryIds.includes(t.t))) throw new ApiError('E_FORBIDDEN');
  return id;
}

const wireSlots = (rows: (typeof availabilitySlots.$inferSelect)[]) =>
  rows.map((s) => ({ uuid: s.id, since: toWireBox(s.since), until: toWireBox(s.until) }));

/** A person's slots overlapping [since, until). */
export async function listSlots(deps: AppDeps, userId: string, since: Date, until: Date) {
  const rows = await deps.db
    .select()
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.userId, userId),
        lt(availabilitySlots.since, until),
        gt(availabilitySlots.until, since),
      ),
    )
    .orderBy(asc(availabilitySlots.since));
  return wireSlots(rows);
}

/** Replaces a person's slots starting within [dayStart, dayEnd) with `slots`; answers the day's slots. */
export async function saveDay(
  deps: AppDeps,
  userId: string,
  day: { start: Date; end: Date },
  slots: { since: Date; until: Date }[],
) {
  const ofDay = and(
    eq(availabilitySlots.userId, userId),
    gte(availabilitySlots.since, day.start),
    lt(availabilitySlots.since, day.end),
  );
  await deps.db.transaction(async (tx) => {
    await tx.delete(availabilitySlots).where(ofDay);
    if (slots.length) await tx.insert(availabilitySlots).values(slots.map((s) => ({ ...s, userId })));
  });
  const rows = await deps.db
    .select()
    .from(availabilitySlots)
    .where(ofDay)
    .orderBy(asc(availabilitySlots.since));
  return wireSlots(rows);
}
