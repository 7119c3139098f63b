// Registrations as rows, for the demo data and the large data set (and the dashboard's tests):
// each with the OTP challenge and the verification it went through, its consumer (new, or one
// registered before), its consents, and withdrawals through the consumer's link; and codes sent
// that never led to a registration (some verified). Written in batches straight to the tables, so
// the dashboard's rollups are kept by the same triggers as the app's own writes.
import { randomUUID } from 'node:crypto';
import type { OfferKey } from '@tourplanner/domain/constants';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  consentLinks,
  consents,
  consentWithdrawals,
  consumers,
  otpChallenges,
  registrations,
  verifications,
} from '../db/schema/consumers';
import { insertChunks } from './helpers';

export interface ConsumerSpec {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
}

export interface RegistrationSpec {
  actionId: string | null;
  hostessId: string;
  pointIdent: string | null;
  at: Date;
  offers: OfferKey[];
  /** The same e-mail twice: a consumer registered before (known). */
  consumer: ConsumerSpec;
  /** Consent purpose → given or refused. */
  consents: Record<string, boolean>;
  /** Consents the consumer withdrew later, through the link of this registration. */
  withdrawn?: { purpose: string; at: Date }[];
}

export interface StrayCodeSpec {
  actionId: string | null;
  hostessId: string;
  at: Date;
  /** Verified, but never registered. */
  verified: boolean;
}

const MINUTE = 60_000;
/** What a registration's offers map holds per key (the real ones carry the webform's choice). */
const OFFER_VALUES: Record<OfferKey, unknown> = {
  Glo: { model: 'Hyper X2', color: 'Black', assetSource: 'BREP1' },
  Glo_HUTD: { model: 'Hyper X2', color: 'Black', assetSource: 'BREP1' },
  Vuse: { model: 'Vuse Go', color: 'Black' },
  Velo: { sampling: 'VELO-PM-4MG' },
  Neo: { neoOffers: 'NEO-1' },
  InspirationClub: {},
};

const challengeRow = (
  hostessId: string,
  at: Date,
  actionId: string | null,
  c: { email: string; phone: string },
) => ({
  id: randomUUID(),
  email: c.email,
  phone: c.phone,
  salt: 'seed',
  emailCodeHash: 'seed',
  smsCodeHash: 'seed',
  expiresAt: new Date(at.getTime() + 10 * MINUTE),
  createdBy: hostessId,
  createdAt: at,
  actionId,
});

const verificationRow = (ch: ReturnType<typeof challengeRow>, at: Date, registrationId: string | null) => ({
  id: randomUUID(),
  challengeId: ch.id,
  email: ch.email,
  phone: ch.phone,
  hostessId: ch.createdBy,
  consumerState: '',
  entitlements: {},
  verifiedAt: at,
  expiresAt: new Date(at.getTime() + 30 * MINUTE),
  usedAt: registrationId ? at : null,
  registrationId,
  actionId: ch.actionId,
});

/** Writes the registrations (in the order given: keep it chronological) and the stray codes. */
export async function writeLeadRows(
  db: Db,
  regs: RegistrationSpec[],
  stray: StrayCodeSpec[] = [],
): Promise<void> {
  // Consumers first: one per e-mail, created at their first registration.
  const firstOf = new Map<string, RegistrationSpec>();
  for (const r of regs) if (!firstOf.has(r.consumer.email)) firstOf.set(r.consumer.email, r);
  const emails = [...firstOf.keys()];
  const known = new Set<string>();
  await insertChunks(emails, async (chunk) => {
    for (const row of await db
      .select({ email: consumers.email })
      .from(consumers)
      .where(inArray(consumers.email, chunk)))
      known.add(row.email);
  });
  const fresh = [...firstOf.values()].filter((r) => !known.has(r.consumer.email));
  await insertChunks(fresh, (chunk) =>
    db
      .insert(consumers)
      .values(
        chunk.map((r) => ({
          ...r.consumer,
          createdBy: r.hostessId,
          actionId: r.actionId,
          pointIdent: r.pointIdent,
          createdAt: r.at,
          updatedAt: r.at,
        })),
      )
      .onConflictDoNothing(),
  );
  const idOf = new Map<string, string>();
  await insertChunks(emails, async (chunk) => {
    for (const row of await db
      .select({ id: consumers.id, email: consumers.email })
      .from(consumers)
      .where(inArray(consumers.email, chunk)))
      idOf.set(row.email, row.id);
  });

  const rows = regs.map((r) => {
    const sentAt = new Date(r.at.getTime() - 3 * MINUTE);
    const challenge = challengeRow(r.hostessId, sentAt, r.actionId, r.consumer);
    const registrationId = randomUUID();
    const verification = verificationRow(challenge, new Date(r.at.getTime() - MINUTE), registrationId);
    return { r, challenge, verification, registrationId, consumerId: idOf.get(r.consumer.email)! };
  });
  await insertChunks(
    rows,
    async (chunk) => {
      await db.insert(otpChallenges).values(chunk.map((x) => x.challenge));
      await db.insert(verifications).values(chunk.map((x) => x.verification));
      await db.insert(registrations).values(
        chunk.map((x) => ({
          id: x.registrationId,
          idempotencyKey: `seed-${x.registrationId}`,
          verificationId: x.verification.id,
          requestHash: 'seed',
          consumerId: x.consumerId,
          hostessId: x.r.hostessId,
          actionId: x.r.actionId,
          pointIdent: x.r.pointIdent,
          brand: x.r.offers[0] ?? 'Glo',
          offers: Object.fromEntries(x.r.offers.map((o) => [o, OFFER_VALUES[o]])),
          beacon: `seed-${x.registrationId}`,
          createdAt: x.r.at,
        })),
      );
      const consentRows = chunk.flatMap((x) =>
        Object.entries(x.r.consents).map(([purpose, value]) => ({
          consumerId: x.consumerId,
          registrationId: x.registrationId,
          purpose,
          value,
          textVersion: 'seed',
          recordedAt: x.r.at,
          hostessId: x.r.hostessId,
          actionId: x.r.actionId,
          pointIdent: x.r.pointIdent,
          verificationId: x.verification.id,
        })),
      );
      if (consentRows.length) await db.insert(consents).values(consentRows);
      const withLinks = chunk.filter((x) => x.r.withdrawn?.length);
      if (!withLinks.length) return;
      const links = withLinks.map((x) => ({
        id: randomUUID(),
        consumerId: x.consumerId,
        registrationId: x.registrationId,
        tokenHash: `seed-${x.registrationId}`,
        createdAt: x.r.at,
      }));
      await db.insert(consentLinks).values(links);
      await db.insert(consentWithdrawals).values(
        withLinks.flatMap((x, i) =>
          (x.r.withdrawn ?? []).map((w) => ({
            consumerId: x.consumerId,
            purpose: w.purpose,
            withdrawnAt: w.at,
            linkId: links[i]!.id,
          })),
        ),
      );
    },
    500,
  );

  const strays = stray.map((s) => {
    const challenge = challengeRow(s.hostessId, s.at, s.actionId, {
      email: `stray-${randomUUID()}@example.com`,
      phone: `+48${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    });
    return {
      challenge,
      verification: s.verified ? verificationRow(challenge, new Date(s.at.getTime() + MINUTE), null) : null,
    };
  });
  await insertChunks(strays, async (chunk) => {
    await db.insert(otpChallenges).values(chunk.map((x) => x.challenge));
    const verified = chunk.flatMap((x) => (x.verification ? [x.verification] : []));
    if (verified.length) await db.insert(verifications).values(verified);
  });
}
