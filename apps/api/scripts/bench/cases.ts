// The cases of `pnpm bench` (issue #12): for ADMIN and for an ASM, a week; a month with two
// statuses, page 3; a city with finished actions over a month (reports); one hostess over half a
// year. The hostess and city are read from the database (the demo data's, `pnpm seed`).
import type pg from 'pg';

export interface BenchCase {
  label: string;
  who: 'admin' | 'asm';
  filters: Record<string, unknown>;
  offset: number;
}

const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const range = (from: number, to: number) => ({
  since: `${ymd(from)} 00:00:00`,
  until: `${ymd(to)} 23:59:59`,
});

export async function loadCases(db: pg.Client): Promise<BenchCase[]> {
  const one = async (q: string, params: unknown[] = []) =>
    (await db.query(q, params)).rows[0] as Record<string, string> | undefined;
  const asm = await one(
    `select u.id, array_agg(t.territory_id) as territories from users u join user_territories t on t.user_id = u.id
     where u.email = 'asm@tourplanner.test' group by u.id`,
  );
  if (!asm) throw new Error('no asm@tourplanner.test: the database needs the demo data (`pnpm seed`)');
  const hostessOf = async (territories: unknown) =>
    (await one(
      `select u.id from users u join action_users au on au.user_id = u.id join actions a on a.id = au.action_id
       where u.role = 'HST' and ($1::uuid[] is null or a.territory_id = any($1::uuid[]))
       group by u.id order by count(*) desc, u.id limit 1`,
      [territories],
    ))!.id;
  const cityOf = async (territories: unknown) =>
    (await one(
      `select city_name from points where city_name is not null and ($1::uuid[] is null or territory_id = any($1::uuid[]))
       group by city_name order by (city_name = 'Kraków') desc, count(*) desc limit 1`,
      [territories],
    ))!.city_name;
  const cases: BenchCase[] = [];
  for (const [who, territories] of [
    ['admin', null],
    ['asm', asm.territories],
  ] as const) {
    const name = who.toUpperCase();
    const city = await cityOf(territories);
    cases.push(
      { label: `${name} one week`, who, filters: range(0, 7), offset: 0 },
      {
        label: `${name} a month, 2 statuses, page 3`,
        who,
        filters: { ...range(-30, 0), statuses: { idents: ['accepted', 'editable'] } },
        offset: 200,
      },
      {
        label: `${name} city ${city} + finished`,
        who,
        filters: { ...range(-30, 0), finished: true, cities: [city] },
        offset: 0,
      },
      {
        label: `${name} one hostess, half a year`,
        who,
        filters: { ...range(-180, 0), users: { uuids: [await hostessOf(territories)] } },
        offset: 0,
      },
    );
  }
  return cases;
}
