// /lead/register: trusts only a verification the server recorded (for this hostess, e-mail and
// number), re-checks the lead with domain's rules, the offer combination and entitlement, the Glo
// device registry and that the consumer did not change since verification; then records the
// consumer, assets, trials, InspirationClub membership and consents in one transaction. A double
// submit registers once: the verification is claimed with a conditional UPDATE and the loser
// answers the winner's registration.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LeadRegisterBody } from '@tourplanner/domain/lead';
import { makeLeadRegisterBody } from '@tourplanner/domain/lead';
import { deviceModel } from '@tourplanner/domain/reference';
import { chosenOfferKeys, isOfferActive, type SelectedOffers } from '@tourplanner/domain/webform';
import { offerCombinationError } from '@tourplanner/domain/webform-validation';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  consents,
  consumerAssets,
  consumers,
  inspirationClubMembers,
  productInterests,
  registrations,
  verifications,
} from '../../db/schema/consumers';
import { devices } from '../../db/schema/devices';
import type { AppDeps, SessionUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { zodFields } from '../../http/register';
import { dayOf } from '../../lib/dates';
import { deviceAlreadyRegistered, deviceNotFound, normalizeSerial } from '../devices/serials';
import { entitlementsOf, matchConsumers, normalizeEmail } from './registry';
import { type StartedAction, startedActionOf } from './started-action';

/** The version of the consent texts the webform shows (i18n-pl); recorded with every consent. */
export const CONSENT_TEXT_VERSION = 'pl-2026-01';

export type IcWarning = 'error_ic_consumer_already_exists';

export interface RegisterAnswer {
  uuid: string;
  beacon: string;
  warning: IcWarning | null;
  replay: boolean;
}

type ParsedLead = LeadRegisterBody['lead'] & { selectedOffers: SelectedOffers };

const notVerified = () =>
  new ApiError('error_not_verified', {
    status: 409,
    fields: [{ path: 'lead', message: 'Najpierw zweryfikuj konsumenta kodami OTP.' }],
  });
const assetUnavailable = () => new ApiError('error_asset_unavailable', { status: 409 });
const multipleFound = () => new ApiError('error_consumer_multiple_found', { status: 409 });

/** The lead re-checked on the server: the app's checks are a convenience, not a guarantee. */
function validateLead(raw: unknown, now: () => Date): ParsedLead {
  const offers = (raw as { selectedOffers?: unknown } | null)?.selectedOffers;
  const combination = offerCombinationError(
    offers && typeof offers === 'object' ? (offers as SelectedOffers) : null,
  );
  if (combination) {
    throw new ApiError('error_offer_not_available', {
      status: 409,
      fields: [{ path: 'lead.selectedOffers', message: combination }],
    });
  }
  const r = makeLeadRegisterBody({ now }).safeParse({ lead: raw });
  if (!r.success) throw new ApiError('E_VALIDATION', { fields: zodFields(r.error) });
  return r.data.lead as ParsedLead;
}

function answerOf(
  reg: { id: string; beacon: string; warning: string | null },
  replay: boolean,
): RegisterAnswer {
  return { uuid: reg.id, beacon: reg.beacon, warning: (reg.warning as IcWarning | null) ?? null, replay };
}

async function replayOf(deps: AppDeps, where: ReturnType<typeof eq>, requestHash: string) {
  const [reg] = await deps.db.select().from(registrations).where(where);
  if (!reg) return null;
  // The same verification (or key) with another body is not a double submit: verify again.
  if (reg.requestHash !== requestHash) throw notVerified();
  return answerOf(reg, true);
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

  const action: StartedAction | null = body.action
    ? await startedActionOf(deps, user, body.action.uuid)
    : null;
  const pointIdent = lead.pointIdent ?? lead.registerLocation ?? null;
  if (action && pointIdent && action.pointIdents.length && !action.pointIdents.includes(pointIdent)) {
    throw new ApiError('E_VALIDATION', {
      fields: [{ path: 'lead.pointIdent', message: 'Punkt nie należy do tej akcji.' }],
    });
  }
  const eventIdent = action?.eventIdent ?? lead.eventIdent ?? null;

  const now = deps.now();
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
  if (!verification) throw notVerified();
  if (verification.usedAt) {
    const replay = await replayOf(deps, eq(registrations.verificationId, verification.id), requestHash);
    if (replay) return replay;
    throw notVerified();
  }
  if (verification.expiresAt <= now) throw notVerified();

  const offers = lead.selectedOffers;
  const chosen = chosenOfferKeys(offers);
  const serial = offers.Glo ? normalizeSerial(offers.Glo.serialNumber) : null;

  const won = await deps.db.transaction(async (tx) => {
    // Claim the verification: concurrent submits queue on this row; exactly one gets it.
    const claimed = await tx
      .update(verifications)
      .set({ usedAt: now })
      .where(and(eq(verifications.id, verification.id), isNull(verifications.usedAt)))
      .returning({ id: verifications.id });
    if (!claimed.length) return null;

    const match = await matchConsumers(tx, email, phone);
    if (match.conflicting) throw multipleFound();
    if (match.state !== verification.consumerState) throw assetUnavailable();
    const entitlements = await entitlementsOf(
      tx,
      match.consumers.map((c) => c.id),
    );
    const closed = chosen.filter((k) => !isOfferActive(k, entitlements));
    if (closed.length) {
      throw new ApiError('error_offer_not_available', {
        status: 409,
        fields: closed.map((k) => ({
          path: `lead.selectedOffers.${k}`,
          message: 'Oferta niedostępna dla tego konsumenta',
        })),
      });
    }

    let device: { id: string } | null = null;
    if (serial) {
      const [d] = await tx
        .select({ id: devices.id, consumerId: devices.consumerId, burnedAt: devices.burnedAt })
        .from(devices)
        .where(eq(devices.serial, serial))
        .for('update');
      if (!d) throw deviceNotFound();
      if (d.consumerId || d.burnedAt) throw deviceAlreadyRegistered();
      device = d;
    }

    const details = {
      firstName: lead.firstName,
      lastName: lead.lastName,
      birthDate: lead.birthDate ?? null,
      postalCode: lead.billingPostalCode ?? null,
      category: lead.consumerCategory ?? null,
      updatedAt: now,
    };
    let consumerId: string;
    if (match.exact) {
      // Optimistic: the version verify saw; a registration in between makes this miss.
      const [u] = await tx
        .update(consumers)
        .set({ ...details, version: sql`${consumers.version} + 1` })
        .where(and(eq(consumers.id, match.exact.id), eq(consumers.version, match.exact.version)))
        .returning({ id: consumers.id });
      if (!u) throw assetUnavailable();
      consumerId = u.id;
    } else {
      const [c] = await tx
        .insert(consumers)
        .values({
          ...details,
          email,
          phone,
          createdBy: user.id,
          actionId: action?.id ?? null,
          pointIdent,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: consumers.id });
      // Someone registered this e-mail or number after our verification.
      if (!c) throw assetUnavailable();
      consumerId = c.id;
    }

    const registrationId = randomUUID();
    let warning: IcWarning | null = null;
    if (offers.InspirationClub) {
      const joined = await tx
        .insert(inspirationClubMembers)
        .values({ consumerId, registrationId, joinedBy: user.id, joinedAt: now })
        .onConflictDoNothing()
        .returning({ consumerId: inspirationClubMembers.consumerId });
      if (!joined.length) warning = 'error_ic_consumer_already_exists';
    }

    const beacon = randomBytes(18).toString('base64url');
    const [reg] = await tx
      .insert(registrations)
      .values({
        id: registrationId,
        idempotencyKey: key ?? `v:${verification.id}`,
        verificationId: verification.id,
        requestHash,
        consumerId,
        hostessId: user.id,
        actionId: action?.id ?? null,
        pointIdent,
        eventIdent,
        brand: lead.brand,
        offers: offers as Record<string, unknown>,
        beacon,
        warning,
        createdAt: now,
      })
      .returning();

    const purchaseDate = dayOf(now);
    const assets = (['Glo', 'Glo_HUTD', 'Vuse'] as const).flatMap((key) => {
      const o = offers[key];
      if (!o) return [];
      const flavour = deviceModel(o.model)?.optionKind === 'flavour';
      return [
        {
          consumerId,
          offer: key,
          brand: key === 'Vuse' ? ('Vuse' as const) : ('Glo' as const),
          model: o.model,
          colour: flavour ? null : o.color,
          taste: flavour ? o.color : null,
          serialNumber: key === 'Glo' ? serial : null,
          assetSource: o.assetSource,
          purchaseDate,
          storeId: pointIdent,
          tourPlan: lead.tourPlan,
          deviceName: lead.deviceName ?? null,
          registrationId,
          createdAt: now,
        },
      ];
    });
    if (assets.length) await tx.insert(consumerAssets).values(assets);
    const trials = [
      ...(offers.Velo ? [{ brand: 'Velo' as const, sku: offers.Velo.sampling }] : []),
      ...(offers.Neo ? [{ brand: 'Neo' as const, sku: offers.Neo.neoOffers }] : []),
    ];
    const names = new Map((lead.productInterestItems ?? []).map((p) => [p.sku, p.name] as const));
    if (trials.length) {
      await tx.insert(productInterests).values(
        trials.map((t) => ({
          consumerId,
          brand: t.brand,
          sku: t.sku,
          name: names.get(t.sku) ?? null,
          tourPlan: lead.tourPlan,
          registrationId,
          createdAt: now,
        })),
      );
    }

    if (device) {
      const taken = await tx
        .update(devices)
        .set({ consumerId, registrationId, registeredAt: now })
        .where(and(eq(devices.id, device.id), isNull(devices.consumerId), isNull(devices.burnedAt)))
        .returning({ id: devices.id });
      if (!taken.length) throw deviceAlreadyRegistered();
    }

    const consentRows = Object.entries(lead.consent as Record<string, unknown>)
      .filter((e): e is [string, boolean] => typeof e[1] === 'boolean')
      .map(([purpose, value]) => ({
        consumerId,
        registrationId,
        purpose,
        value,
        textVersion: CONSENT_TEXT_VERSION,
        recordedAt: now,
        hostessId: user.id,
        actionId: action?.id ?? null,
        pointIdent,
        verificationId: verification.id,
      }));
    if (consentRows.length) await tx.insert(consents).values(consentRows);

    await tx.update(verifications).set({ registrationId }).where(eq(verifications.id, verification.id));
    return reg!;
  });

  if (won) return answerOf(won, false);
  // Another submit of the same verification won: answer its registration.
  const replay = await replayOf(deps, eq(registrations.verificationId, verification.id), requestHash);
  if (replay) return replay;
  throw notVerified();
}
