// /lead/register: trusts only a verification the server recorded (for this hostess, e-mail and
// number), re-checks the lead with domain's rules, the offer combination and entitlement, the Glo
// device registry and that the consumer did not change since verification; then records the
// consumer, assets, trials, InspirationClub membership and consents in one transaction. A double
// submit registers once: the verification is claimed with a conditional UPDATE and the loser
// answers the winner's registration. The steps inside the transaction: ./register-steps.service.ts.
import { createHash } from 'node:crypto';
import { chosenOfferKeys } from '@tourplanner/domain/webform';
import { LEAD_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { registrations, verifications } from '../../db/schema/consumers';
import { ApiError, fail } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { queueConsentReceipt } from '../consents/receipt.service';
import { createConsentLink } from '../consents/service';
import { normalizeSerial } from '../devices/serials';
import { recordHistory } from '../history/service';
import { registrationText } from '../history/texts';
import { queueActionSignals } from '../signals/queue.service';
import { normalizeEmail, type ParsedLead, validateLead } from './input';
import {
  type IcWarning,
  matchConsumer,
  type Registration,
  type RegistrationRow,
  recordAssets,
  recordConsents,
  recordRegistration,
} from './register-steps.service';
import { startedActionOf } from './started-action.service';

export interface RegisterAnswer {
  uuid: string;
  beacon: string;
  warning: IcWarning | null;
  replay: boolean;
}

const notVerified = () =>
  new ApiError('error_not_verified', {
    fields: [{ path: 'lead', message: LEAD_TEXTS.notVerified }],
  });

function answerOf(
  reg: { id: string; beacon: string; warning: string | null },
  replay: boolean,
): RegisterAnswer {
  return { uuid: reg.id, beacon: reg.beacon, warning: (reg.warning as IcWarning | null) ?? null, replay };
}

/** The registration recorded under `where` answered again, if it was made with the same body. */
async function replayOf(deps: AppDeps, where: SQL, requestHash: string) {
  const [reg] = await deps.db.select().from(registrations).where(where);
  if (!reg) return null;
  // The same verification (or key) with another body is not a double submit: verify again.
  if (reg.requestHash !== requestHash) throw notVerified();
  return answerOf(reg, true);
}

/** The registration of a used verification answered again, or error_not_verified. */
async function replayOfVerification(deps: AppDeps, verificationId: string, requestHash: string) {
  const replay = await replayOf(deps, eq(registrations.verificationId, verificationId), requestHash);
  if (replay) return replay;
  throw notVerified();
}

/** Where it happens: the started action (if any), its point and event. */
async function placeOf(
  deps: AppDeps,
  user: SessionUser,
  lead: ParsedLead,
  started: { uuid: string } | undefined,
) {
  const action = started ? await startedActionOf(deps, user, started.uuid) : null;
  const pointIdent = lead.pointIdent ?? lead.registerLocation ?? null;
  if (action && pointIdent && action.pointIdents.length && !action.pointIdents.includes(pointIdent)) {
    throw fail.field('lead.pointIdent', LEAD_TEXTS.pointNotInAction);
  }
  return { action, pointIdent, eventIdent: action?.eventIdent ?? lead.eventIdent ?? null };
}

/** The hostess's newest verification of this e-mail and number. */
async function latestVerification(deps: AppDeps, user: SessionUser, email: string, phone: string) {
  const [verification] = await deps.db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.hostessId, user.id),
        eq(verifications.email, email),
        eq(verifications.phone, phone),
      ),
    )
    .orderBy(desc(verifications.verifiedAt))
    .limit(1);
  return verification;
}

/** Claims the verification: concurrent submits queue on its row and exactly one gets it. */
async function claimVerification(tx: Db, r: Registration): Promise<boolean> {
  const claimed = await tx
    .update(verifications)
    .set({ usedAt: r.now })
    .where(and(eq(verifications.id, r.verification.id), isNull(verifications.usedAt)))
    .returning({ id: verifications.id });
  return claimed.length > 0;
}

/** The registration counted at its action, in the action's history: the offers, no consumer data. */
async function recordAtAction(tx: Db, r: Registration) {
  if (!r.action) return;
  await recordHistory(tx, {
    actionId: r.action.id,
    at: r.now,
    actorId: r.user.id,
    kind: 'registration',
    text: registrationText(r.chosen),
  });
}

/**
 * The registration in one transaction, with the consumer's consent link (its token is made anew
 * for the receipt): null when another submit claimed the verification first.
 */
function record(deps: AppDeps, r: Registration): Promise<{ reg: RegistrationRow; token: string } | null> {
  return deps.db.transaction(async (tx) => {
    if (!(await claimVerification(tx, r))) return null;
    const { consumerId, device } = await matchConsumer(tx, r);
    const reg = await recordRegistration(tx, r, consumerId);
    await recordAtAction(tx, r);
    const ids = { consumerId, registrationId: reg.id };
    await recordAssets(tx, r, ids, device);
    await recordConsents(tx, r, ids);
    const token = await createConsentLink(tx, ids, r.now);
    return { reg, token };
  });
}

/**
 * Queues the consumer's receipt of their consents (a job: sent by a worker, retried when the
 * mailer fails); failing to queue it never undoes the registration.
 */
async function queueReceipt(deps: AppDeps, registrationId: string) {
  try {
    await queueConsentReceipt(deps, registrationId);
  } catch (err) {
    deps.log.error({ err, registration: registrationId }, 'consent receipt not queued');
  }
}

export async function registerLead(
  deps: AppDeps,
  user: SessionUser,
  body: { lead: unknown; action?: { uuid: string } | undefined },
  /** The scoped Idempotency-Key (src/http/idempotency.ts), or null. */
  key: string | null,
): Promise<RegisterAnswer> {
  const lead = validateLead(body.lead, deps.now);
  const email = normalizeEmail(lead.emailAddress);
  const phone = lead.mobileNumber;
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  if (key !== null) {
    const replay = await replayOf(deps, eq(registrations.idempotencyKey, key), requestHash);
    if (replay) return replay;
  }
  const place = await placeOf(deps, user, lead, body.action);
  const now = deps.now();
  const verification = await latestVerification(deps, user, email, phone);
  if (!verification) throw notVerified();
  if (verification.usedAt) return replayOfVerification(deps, verification.id, requestHash);
  if (verification.expiresAt <= now) throw notVerified();

  const offers = lead.selectedOffers;
  const serial = offers.Glo ? normalizeSerial(offers.Glo.serialNumber) : null;
  const chosen = chosenOfferKeys(offers);
  const r: Registration = {
    user,
    lead,
    email,
    phone,
    chosen,
    serial,
    ...place,
    verification,
    requestHash,
    key,
    now,
  };
  const won = await record(deps, r);
  // Null: another submit of the same verification won; answer its registration.
  if (!won) return replayOfVerification(deps, verification.id, requestHash);
  // After the transaction: the hostess's answer never waits for a mail server.
  await queueReceipt(deps, won.reg.id);
  if (won.reg.actionId) await queueActionSignals(deps, won.reg.actionId);
  return answerOf(won.reg, false);
}
