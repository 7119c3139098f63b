// Registrations on finished actions, so the dashboard has something to show on a first start:
// spread over the action's hours, offers and hostesses, consumers new and coming back, consents
// given and refused (some withdrawn later), and codes sent that never ended in a registration.
// Drawn from a stream of their own, so the rest of the demo data set stays as it was. The large
// data set (./large.ts) draws the same way, more per action.
import type { OfferKey } from '@tourplanner/domain/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userEvents } from '../db/schema/events';
import { KPI_NONE, kpiLeads } from '../db/schema/kpi';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/passwords/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { type ConsumerSpec, type RegistrationSpec, type StrayCodeSpec, writeLeadRows } from './lead-rows';
import { type Prng, prng } from './random';

/** A finished action as the registrations need it. */
export interface FinishedAction {
  id: string;
  hostessId: string;
  pointIdent: string | null;
  startedAt: Date;
  finishedAt: Date;
}

const FIRST = [
  'Anna',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Piotr',
  'Krzysztof',
  'Tomasz',
  'Paweł',
  'Michał',
  'Zofia',
];
const LAST = [
  'Nowak',
  'Kowalczyk',
  'Wójcik',
  'Kamińska',
  'Lewandowski',
  'Zieliński',
  'Szymańska',
  'Dąbrowski',
  'Kozłowska',
  'Mazur',
];
/** How often each offer is chosen: devices and Velo lead, InspirationClub comes beside another. */
const OFFER_WEIGHTS: [OfferKey, number][] = [
  ['Glo', 0.3],
  ['Glo_HUTD', 0.1],
  ['Vuse', 0.2],
  ['Velo', 0.28],
  ['Neo', 0.12],
];
const DAY = 86_400_000;

/** The consumers so far, so that some come back (known consumers). */
export class ConsumerPool {
  private made: ConsumerSpec[] = [];
  /** `tag` starts the e-mails, `phonePrefix` the numbers ('+4851'): each pool its own, both unique. */
  constructor(
    private rnd: Prng,
    private tag: string,
    private phonePrefix: string,
  ) {}
  next(): ConsumerSpec {
    if (this.made.length > 20 && this.rnd.chance(0.12)) return this.rnd.pick(this.made);
    const n = this.made.length + 1;
    const c = {
      email: `${this.tag}${n}@example.com`,
      phone: `${this.phonePrefix}${String(n).padStart(7, '0')}`,
      firstName: this.rnd.pick(FIRST),
      lastName: this.rnd.pick(LAST),
    };
    this.made.push(c);
    return c;
  }
}

function offerOf(rnd: Prng): OfferKey[] {
  let r = rnd.next();
  let main: OfferKey = 'Glo';
  for (const [key, w] of OFFER_WEIGHTS) {
    if (r < w) {
      main = key;
      break;
    }
    r -= w;
  }
  return rnd.chance(0.15) ? [main, 'InspirationClub'] : [main];
}

/** About `mean` registrations over the action's hours, and a few codes that led nowhere. */
export function planRegistrations(
  rnd: Prng,
  pool: ConsumerPool,
  a: FinishedAction,
  mean: number,
  now: Date,
): { regs: RegistrationSpec[]; stray: StrayCodeSpec[] } {
  const span = Math.max(60_000, a.finishedAt.getTime() - a.startedAt.getTime());
  const count = rnd.int(Math.max(0, Math.round(mean / 2)), Math.round(mean * 1.5));
  const times = Array.from(
    { length: count },
    () => a.startedAt.getTime() + 3 * 60_000 + rnd.next() * (span - 3 * 60_000),
  );
  times.sort((x, y) => x - y);
  const regs = times.map((t): RegistrationSpec => {
    const offers = offerOf(rnd);
    const at = new Date(t);
    const mobile = rnd.chance(0.7);
    const withdrawnAt = new Date(t + rnd.int(1, 20) * DAY);
    return {
      actionId: a.id,
      hostessId: a.hostessId,
      pointIdent: a.pointIdent,
      at,
      offers,
      consumer: pool.next(),
      consents: {
        ageVerified: true,
        personalDataRegistrationAuthorisation: true,
        newsletterCommercialAuthorization: true,
        mobileOptIn: mobile,
        socialMediaOptIn: rnd.chance(0.45),
        hypercareOptIn: rnd.chance(0.35),
        ...(offers.includes('InspirationClub') ? { inspirationClub: true } : {}),
      },
      ...(mobile && rnd.chance(0.08) && withdrawnAt < now
        ? { withdrawn: [{ purpose: 'mobileOptIn', at: withdrawnAt }] }
        : {}),
    };
  });
  const stray = Array.from({ length: rnd.int(0, 3) }, () => ({
    actionId: a.id,
    hostessId: a.hostessId,
    at: new Date(a.startedAt.getTime() + rnd.next() * span),
    verified: rnd.chance(0.4),
  }));
  return { regs, stray };
}

/** The demo client, seeing the event with the most registrations. */
async function seedClient(db: Db) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'CLIENT');
  if (!account) return;
  const [top] = (
    await db.execute<{ id: string }>(
      sql`select ${kpiLeads.eventId} as id from ${kpiLeads} where ${kpiLeads.eventId} <> ${KPI_NONE} group by 1 order by sum(${kpiLeads.registered}) desc limit 1`,
    )
  ).rows;
  const [client] = await db
    .insert(users)
    .values({
      ident: 'CLIENT-001',
      role: 'CLIENT',
      email: account.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstname: account.firstname,
      lastname: account.lastname,
    })
    .returning({ id: users.id });
  if (top) await db.insert(userEvents).values({ userId: client!.id, eventId: top.id });
}

/** The demo data set's registrations: about six on each finished action; then the demo client. */
export async function seedRegistrations(db: Db, finished: FinishedAction[], now: Date): Promise<number> {
  const rnd = prng(31_031);
  const pool = new ConsumerPool(rnd, 'konsument', '+4851');
  const regs: RegistrationSpec[] = [];
  const stray: StrayCodeSpec[] = [];
  for (const a of finished) {
    const p = planRegistrations(rnd, pool, a, 6, now);
    regs.push(...p.regs);
    stray.push(...p.stray);
  }
  regs.sort((x, y) => x.at.getTime() - y.at.getTime());
  await writeLeadRows(db, regs, stray);
  await seedClient(db);
  return regs.length;
}
