// Availability (addition): a hostess reads and sets her own hours; ASM and HSADM set those of the
// people in their territories (the personnel popup, Personel is an ASM screen), ADMIN anyone's.
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilitySlots, users, userTerritories } from '../../db/schema/users';
import { caller, type SessionUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineHandlers } from '../../http/handlers';
import { dayjs, fromWire, toWireBox, ZONE } from '../../lib/dates';

/** The person whose availability is meant: yourself, or someone you may manage. */
async function subjectOf(db: Db, user: SessionUser, requested: string | undefined): Promise<string> {
  const id = requested ?? user.id;
  if (id === user.id) return id;
  if (user.role === 'HST') throw new ApiError('E_FORBIDDEN');
  const [person] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  if (!person) throw new ApiError('E_NOT_FOUND');
  if (user.role === 'ADMIN') return id;
  const terr = await db
    .select({ t: userTerritories.territoryId })
    .from(userTerritories)
    .where(eq(userTerritories.userId, id));
  if (!terr.some((t) => user.territoryIds.includes(t.t))) throw new ApiError('E_FORBIDDEN');
  return id;
}

const wireSlots = (rows: (typeof availabilitySlots.$inferSelect)[]) =>
  rows.map((s) => ({ uuid: s.id, since: toWireBox(s.since), until: toWireBox(s.until) }));

const invalid = (path: string, message: string) =>
  new ApiError('E_VALIDATION', { fields: [{ path, message }] });

export const availabilityHandlers = defineHandlers({
  async availabilityList(ctx) {
    const user = caller(ctx);
    const subject = await subjectOf(ctx.deps.db, user, ctx.body.user?.uuid);
    const since = fromWire(ctx.body.since);
    const until = fromWire(ctx.body.until);
    if (!since || !until || until < since) throw invalid('until', 'Niepoprawny zakres dat');
    const rows = await ctx.deps.db
      .select()
      .from(availabilitySlots)
      .where(
        and(
          eq(availabilitySlots.userId, subject),
          lt(availabilitySlots.since, until),
          gt(availabilitySlots.until, since),
        ),
      )
      .orderBy(asc(availabilitySlots.since));
    return { data: wireSlots(rows) };
  },

  async availabilitySave(ctx) {
    const user = caller(ctx);
    const subject = await subjectOf(ctx.deps.db, user, ctx.body.user?.uuid);
    const dayStart = fromWire(ctx.body.day);
    if (!dayStart) throw invalid('day', 'Niepoprawna data');
    const dayEnd = dayjs(dayStart).tz(ZONE).add(1, 'day').toDate();
    const slots = ctx.body.availability.map((s, i) => {
      const since = fromWire(s.since.date);
      const until = fromWire(s.until.date);
      if (!since || !until) throw invalid(`availability.${i}`, 'Niepoprawna data');
      if (until <= since) throw invalid(`availability.${i}.until`, 'Koniec musi być po początku.');
      if (since < dayStart || until > dayEnd)
        throw invalid(`availability.${i}`, 'Godziny muszą mieścić się w wybranym dniu.');
      return { since, until };
    });
    slots.sort((a, b) => a.since.getTime() - b.since.getTime());
    for (let i = 1; i < slots.length; i++) {
      if (slots[i]!.since < slots[i - 1]!.until)
        throw invalid(`availability.${i}`, 'Przedziały godzin nachodzą na siebie.');
    }
    await ctx.deps.db.transaction(async (tx) => {
      await tx
        .delete(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.userId, subject),
            gte(availabilitySlots.since, dayStart),
            lt(availabilitySlots.since, dayEnd),
          ),
        );
      if (slots.length)
        await tx.insert(availabilitySlots).values(slots.map((s) => ({ ...s, userId: subject })));
    });
    const rows = await ctx.deps.db
      .select()
      .from(availabilitySlots)
      .where(
        and(
          eq(availabilitySlots.userId, subject),
          gte(availabilitySlots.since, dayStart),
          lt(availabilitySlots.since, dayEnd),
        ),
      )
      .orderBy(asc(availabilitySlots.since));
    return { data: wireSlots(rows) };
  },
});
