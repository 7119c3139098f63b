// The consumer's consent record (issue #14, docs/product/design.md "Consent"): a registration makes
// a link of its own (an unguessable token, only its hash kept) and sends the consumer a receipt of
// what they agreed to; through the link each marketing consent is withdrawn as easily as it was
// given, appended beside the consent (never overwriting it); ADMIN exports one consumer's history.
import { createHash, randomBytes } from 'node:crypto';
import {
  type ConsentRecord,
  WITHDRAWABLE_CONSENTS,
  type WithdrawableConsent,
} from '@tourplanner/domain/wire/consents';
import { and, asc, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consentLinks,
  consents,
  consentWithdrawals,
  consumers,
  otpChallenges,
  registrations,
  verifications,
} from '../../db/schema/consumers';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import type { QueueDef } from '../../infra/jobs/engine';

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const isWithdrawable = (purpose: string): purpose is WithdrawableConsent =>
  (WITHDRAWABLE_CONSENTS as readonly string[]).includes(purpose);

/** Inside the registration's transaction: the link of that registration; answers its token. */
export async function createConsentLink(
  tx: Db,
  ids: { consumerId: string; registrationId: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(consentLinks).values({ ...ids, tokenHash: hashOf(token), createdAt: now });
  return token;
}

async function linkOf(deps: AppDeps, token: string) {
  const [link] = await deps.db
    .select()
    .from(consentLinks)
    .where(eq(consentLinks.tokenHash, hashOf(token)));
  // The same answer for a token that never existed and one of an erased consumer.
  if (!link) throw new ApiError('E_NOT_FOUND');
  return link;
}

/** The consents of the link's registration, each with its withdrawal if the consumer made one. */
export async function recordOf(
  deps: AppDeps,
  link: typeof consentLinks.$inferSelect,
): Promise<ConsentRecord> {
  const [reg] = await deps.db
    .select({ brand: registrations.brand, createdAt: registrations.createdAt })
    .from(registrations)
    .where(eq(registrations.id, link.registrationId));
  const given = await deps.db
    .select()
    .from(consents)
    .where(eq(consents.registrationId, link.registrationId))
    .orderBy(asc(consents.purpose));
  const withdrawals = await deps.db
    .select()
    .from(consentWithdrawals)
    .where(eq(consentWithdrawals.consumerId, link.consumerId))
    .orderBy(asc(consentWithdrawals.withdrawnAt));
  return {
    brand: reg?.brand ?? '',
    registeredAt: (reg?.createdAt ?? link.createdAt).toISOString(),
    consents: given.map((c) => {
      // A withdrawal ends a consent given before it (a later registration's consent starts anew).
      const withdrawn = withdrawals.find((w) => w.purpose === c.purpose && w.withdrawnAt >= c.recordedAt);
      return {
        purpose: c.purpose,
        value: c.value,
        textVersion: c.textVersion,
        recordedAt: c.recordedAt.toISOString(),
        withdrawable: c.value && isWithdrawable(c.purpose) && !withdrawn,
        withdrawnAt: c.value && withdrawn ? withdrawn.withdrawnAt.toISOString() : null,
      };
    }),
  };
}

export async function consentRecord(deps: AppDeps, token: string): Promise<ConsentRecord> {
  return recordOf(deps, await linkOf(deps, token));
}

/**
 * Appends a withdrawal for each named consent that is given and not withdrawn yet; the others are
 * left as they are (withdrawing twice records once). Answers the record after it.
 */
export async function withdrawConsents(
  deps: AppDeps,
  token: string,
  purposes: readonly WithdrawableConsent[],
): Promise<ConsentRecord> {
  const link = await linkOf(deps, token);
  const before = await recordOf(deps, link);
  const open = before.consents.filter(
    (c) => c.withdrawable && purposes.includes(c.purpose as WithdrawableConsent),
  );
  if (open.length) {
    const now = deps.now();
    await deps.db.insert(consentWithdrawals).values(
      open.map((c) => ({
        consumerId: link.consumerId,
        purpose: c.purpose,
        withdrawnAt: now,
        linkId: link.id,
      })),
    );
    deps.log.info(
      { link: link.id, purposes: open.map((c) => c.purpose) },
      'consents withdrawn through the link',
    );
  }
  return open.length ? recordOf(deps, link) : before;
}

type Who = { emailAddress?: string | undefined; mobileNumber?: string | undefined };

/**
 * What an erased consumer's e-mail or number becomes: a one-way pseudonym, so that the consent
 * proof stays findable by whoever knows the address, and by nobody else.
 */
export const pseudonymOf = (value: string) => `erased:${createHash('sha256').update(value).digest('hex')}`;

/** The consumers matching an e-mail or a number, erased ones (by their pseudonym) included. */
async function consumersOf(deps: AppDeps, who: Who) {
  const email = who.emailAddress?.trim().toLowerCase();
  const phone = who.mobileNumber?.replace(/[\s-]+/g, '');
  const match = [
    email ? inArray(consumers.email, [email, pseudonymOf(email)]) : undefined,
    phone ? inArray(consumers.phone, [phone, pseudonymOf(phone)]) : undefined,
  ].filter((m) => m !== undefined);
  const found = await deps.db
    .select()
    .from(consumers)
    .where(or(...match));
  if (!found.length) throw new ApiError('E_NOT_FOUND');
  return found;
}

/** ADMIN: one consumer's consents and withdrawals in time order, found by e-mail or number. */
export async function consentHistory(deps: AppDeps, who: Who) {
  const ids = (await consumersOf(deps, who)).map((c) => c.id);
  const given = await deps.db
    .select({ c: consents, brand: registrations.brand })
    .from(consents)
    .leftJoin(registrations, eq(registrations.id, consents.registrationId))
    .where(inArray(consents.consumerId, ids));
  const withdrawn = await deps.db
    .select()
    .from(consentWithdrawals)
    .where(inArray(consentWithdrawals.consumerId, ids));
  const events = [
    ...given.map(({ c, brand }) => ({
      kind: 'consent' as const,
      purpose: c.purpose,
      value: c.value,
      at: c.recordedAt.toISOString(),
      textVersion: c.textVersion,
      registration: c.registrationId,
      brand,
      pointIdent: c.pointIdent,
    })),
    ...withdrawn.map((w) => ({
      kind: 'withdrawal' as const,
      purpose: w.purpose,
      value: false,
      at: w.withdrawnAt.toISOString(),
      textVersion: null,
      registration: null,
      brand: null,
      pointIdent: null,
    })),
  ].sort(
    (x, y) => x.at.localeCompare(y.at) || x.kind.localeCompare(y.kind) || x.purpose.localeCompare(y.purpose),
  );
  return { events };
}

/**
 * ADMIN, on the consumer's request (GDPR art. 17): the personal data go (names, birth day, postal
 * code; e-mail and number become pseudonyms, in the verifications and OTP requests too), the
 * consent link stops opening anything, and the consent proof stays: each consent and withdrawal
 * with its time, text version, hostess and point. Erasing again changes nothing.
 */
export async function eraseConsumer(deps: AppDeps, who: Who) {
  const found = (await consumersOf(deps, who)).filter((c) => !c.email.startsWith('erased:'));
  await deps.db.transaction(async (tx) => {
    for (const c of found) {
      const email = pseudonymOf(c.email);
      const phone = pseudonymOf(c.phone);
      await tx
        .update(consumers)
        .set({
          email,
          phone,
          firstName: '',
          lastName: '',
          birthDate: null,
          postalCode: null,
          updatedAt: deps.now(),
        })
        .where(eq(consumers.id, c.id));
      const theirs = (t: typeof verifications | typeof otpChallenges) =>
        or(eq(t.email, c.email), eq(t.phone, c.phone));
      await tx.update(verifications).set({ email, phone }).where(theirs(verifications));
      await tx.update(otpChallenges).set({ email, phone }).where(theirs(otpChallenges));
      // The hash of fresh random bytes: no token opens the link any more.
      await tx
        .update(consentLinks)
        .set({ tokenHash: hashOf(randomBytes(32).toString('base64url')) })
        .where(eq(consentLinks.consumerId, c.id));
    }
  });
  deps.log.info({ consumers: found.map((c) => c.id) }, 'consumer erased on request');
  return { erased: found.length };
}

/**
 * Retention: OTP requests and verifications that never led to a registration (an e-mail and a
 * number nobody registered) are deleted once older than CONSUMER_DATA_RETENTION_DAYS.
 */
export async function purgeUnverifiedContacts(deps: Pick<AppDeps, 'db' | 'now' | 'env'>) {
  const before = new Date(deps.now().getTime() - deps.env.CONSUMER_DATA_RETENTION_DAYS * 86_400_000);
  const used = deps.db.select({ id: registrations.verificationId }).from(registrations);
  const v = await deps.db
    .delete(verifications)
    .where(
      and(
        isNull(verifications.registrationId),
        lt(verifications.verifiedAt, before),
        notInArray(verifications.id, used),
      ),
    )
    .returning({ id: verifications.id });
  const verified = deps.db.select({ id: verifications.challengeId }).from(verifications);
  const o = await deps.db
    .delete(otpChallenges)
    .where(and(lt(otpChallenges.createdAt, before), notInArray(otpChallenges.id, verified)))
    .returning({ id: otpChallenges.id });
  return { verifications: v.length, otpChallenges: o.length };
}

/** The retention purge as a cron queue of the job engine (hourly at minute 37, UTC). */
export function retentionPurgeDef(deps: Pick<AppDeps, 'db' | 'now' | 'env' | 'log'>): QueueDef {
  return {
    name: 'consents-retention',
    cron: '37 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    handler: async () => {
      const purged = await purgeUnverifiedContacts(deps);
      if (purged.verifications || purged.otpChallenges) deps.log.info(purged, 'unregistered contacts purged');
    },
  };
}
