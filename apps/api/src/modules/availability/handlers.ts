// Availability (addition): a hostess reads and sets her own hours; ASM and HSADM set those of the
// people in their territories (the personnel popup, Personel is an ASM screen), ADMIN anyone's.
import { AVAILABILITY_TEXTS, REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { dayjs, fromWire, ZONE } from '../../infra/dates';
import { listSlots, saveDay, subjectOf } from './service';

/** The slots of one day as sent: real dates, each ending after it starts, inside the day, not overlapping. */
function daySlots(body: {
  day: string;
  availability: { since: { date: string }; until: { date: string } }[];
}) {
  const start = fromWire(body.day);
  if (!start) throw fail.field('day', REQUEST_TEXTS.invalidDate);
  const end = dayjs(start).tz(ZONE).add(1, 'day').toDate();
  const slots = body.availability.map((s, i) => {
    const since = fromWire(s.since.date);
    const until = fromWire(s.until.date);
    if (!since || !until) throw fail.field(`availability.${i}`, REQUEST_TEXTS.invalidDate);
    if (until <= since) throw fail.field(`availability.${i}.until`, AVAILABILITY_TEXTS.untilAfterSince);
    if (since < start || until > end) throw fail.field(`availability.${i}`, AVAILABILITY_TEXTS.withinDay);
    return { since, until };
  });
  slots.sort((a, b) => a.since.getTime() - b.since.getTime());
  for (let i = 1; i < slots.length; i++) {
    if (slots[i]!.since < slots[i - 1]!.until)
      throw fail.field(`availability.${i}`, AVAILABILITY_TEXTS.overlap);
  }
  return { day: { start, end }, slots };
}

export const availabilityHandlers = defineHandlers({
  async availabilityList(ctx) {
    const subject = await subjectOf(ctx.deps, caller(ctx), ctx.body.user?.uuid);
    const since = fromWire(ctx.body.since);
    const until = fromWire(ctx.body.until);
    if (!since || !until || until < since) throw fail.field('until', REQUEST_TEXTS.invalidDateRange);
    return { data: await listSlots(ctx.deps, subject, since, until) };
  },

  async availabilitySave(ctx) {
    const subject = await subjectOf(ctx.deps, caller(ctx), ctx.body.user?.uuid);
    const { day, slots } = daySlots(ctx.body);
    return { data: await saveDay(ctx.deps, subject, day, slots) };
  },
});
