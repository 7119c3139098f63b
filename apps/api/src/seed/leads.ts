// Demo data of the webform side: 50 Glo device serials (GLO0000000001 … GLO0000000050; the last
// one already registered), three known consumers (one holding a Glo device and in InspirationClub,
// one after a Velo trial, one with a Vuse device and a Velo trial) and code pools for the demo
// events in a few groups with mixed states. Called by seedDemo.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { codes } from '../db/schema/codes';
import { consumerAssets, consumers, inspirationClubMembers, productInterests } from '../db/schema/consumers';
import { devices } from '../db/schema/devices';
import { events } from '../db/schema/events';
import { users } from '../db/schema/users';
import { dayOf } from '../infra/dates';
import { prng } from './random';

export const DEMO_SERIALS = Array.from({ length: 50 }, (_, i) => `GLO${String(i + 1).padStart(10, '0')}`);
const GLO_MODELS = ['Hyper X2', 'Hyper+ UNIQ', 'Hyper X2 air', 'Hyper Pro'];

/** Known consumers: verifying one of them answers its offer map instead of "new consumer". */
export const DEMO_CONSUMERS = [
  { email: 'jan.nowak@example.com', phone: '+48600100200', firstName: 'Jan', lastName: 'Nowak' },
  { email: 'ewa.wisniewska@example.com', phone: '+48600100300', firstName: 'Ewa', lastName: 'Wiśniewska' },
  { email: 'piotr.zielinski@example.com', phone: '+48600100400', firstName: 'Piotr', lastName: 'Zieliński' },
] as const;

type Deps = { db: Db; now: () => Date };

/** The demo Glo serials, free to register. */
async function seedDevices({ db }: Deps, now: Date) {
  await db.insert(devices).values(
    DEMO_SERIALS.map((serial, i) => ({
      serial,
      model: GLO_MODELS[i % GLO_MODELS.length]!,
      importedAt: now,
    })),
  );
}

/** Three known consumers: Jan holds the last Glo serial and is in InspirationClub; Ewa had a Velo
 * trial; Piotr holds a Vuse device and had a Velo trial. Answers the serial Jan holds. */
async function seedConsumers({ db }: Deps, now: Date): Promise<string> {
  const today = dayOf(now);
  const [jan, ewa, piotr] = await db
    .insert(consumers)
    .values(
      DEMO_CONSUMERS.map((c, i) => ({
        ...c,
        birthDate: ['1985-03-12', '1992-11-02', '1979-07-24'][i]!,
        postalCode: ['00-950', '30-001', '80-831'][i]!,
        category: ['GLO', 'VELO', 'OTHER'][i]!,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: consumers.id });
  const held = DEMO_SERIALS[DEMO_SERIALS.length - 1]!;
  await db.insert(consumerAssets).values([
    {
      consumerId: jan!.id,
      offer: 'Glo',
      brand: 'Glo',
      model: 'Hyper X2',
      colour: 'Black Orange',
      serialNumber: held,
      assetSource: 'BREP1',
      purchaseDate: today,
      createdAt: now,
    },
    {
      consumerId: piotr!.id,
      offer: 'Vuse',
      brand: 'Vuse',
      model: 'ePen',
      colour: 'Silver',
      assetSource: 'BREP1',
      purchaseDate: today,
      createdAt: now,
    },
  ]);
  await db
    .update(devices)
    .set({ consumerId: jan!.id, registeredAt: now, burnedAt: now })
    .where(eq(devices.serial, held));
  await db.insert(productInterests).values([
    { consumerId: ewa!.id, brand: 'Velo', sku: 'VELO-PM-4MG', name: 'Polar Mint 4mg', createdAt: now },
    { consumerId: piotr!.id, brand: 'Velo', sku: 'VELO-BF-6MG', name: 'Berry Frost 6mg', createdAt: now },
  ]);
  await db.insert(inspirationClubMembers).values([{ consumerId: jan!.id, joinedAt: now }]);
  return held;
}

/** Code pools: every demo event, three groups, codes available, assigned to a hostess or released. */
async function seedCodePools({ db }: Deps, now: Date): Promise<number> {
  const rnd = prng(5_050_505);
  const evs = await db.select({ id: events.id, name: events.name }).from(events).orderBy(asc(events.since));
  const hostesses = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'HST'))
    .orderBy(asc(users.email));
  const rows: (typeof codes.$inferInsert)[] = [];
  evs.forEach((ev, e) => {
    const prefix = ev.name
      .split(/\s+/)
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .replace(/[^A-Z]/g, '');
    for (const [g, group] of ['Pula A', 'Pula B', 'Rezerwa'].entries()) {
      const count = group === 'Rezerwa' ? 20 : rnd.int(40, 90);
      for (let n = 1; n <= count; n++) {
        const r = rnd.next();
        const state =
          group === 'Rezerwa' ? 'available' : r < 0.35 ? 'released' : r < 0.6 ? 'assigned' : 'available';
        rows.push({
          code: `${prefix}${e + 1}-${String.fromCharCode(65 + g)}${String(n).padStart(4, '0')}`,
          eventId: ev.id,
          groupName: group,
          state,
          hostessId: state === 'available' || !hostesses.length ? null : rnd.pick(hostesses).id,
          assignedAt: state === 'available' ? null : now,
          releasedAt: state === 'released' ? now : null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(codes).values(rows.slice(i, i + 1000));
  return rows.length;
}

export async function seedLeads(
  deps: Deps,
  opts: { log?: (m: string) => void } = {},
): Promise<{ serials: string[]; codes: number }> {
  const now = deps.now();
  await seedDevices(deps, now);
  const held = await seedConsumers(deps, now);
  const codeCount = await seedCodePools(deps, now);
  opts.log?.(
    `demo webform data: ${DEMO_SERIALS.length} Glo serials (free: ${DEMO_SERIALS.slice(0, 3).join(', ')} …; ` +
      `${held} already registered), known consumers ${DEMO_CONSUMERS.map((c) => c.email).join(', ')}, ` +
      `${codeCount} codes`,
  );
  return { serials: DEMO_SERIALS, codes: codeCount };
}
