// The steps of /lead/register inside its transaction (./register.service.ts runs them in order):
// match the consumer (registry and offers as verify saw them, the Glo device locked, the consumer
// saved), then record the registration, the assets and trials, and the consents.
import { randomBytes, randomUUID } from 'node:crypto';
import type { OfferKey } from '@tourplanner/domain/constants';
import { deviceModel } from '@tourplanner/domain/reference';
import { isOfferActive } from '@tourplanner/domain/webform';
import { LEAD_TEXTS } from '@tourplanner/i18n-pl/server';
import { CONSENTS } from '@tourplanner/i18n-pl/webform';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
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
import { ApiError } from '../../errors';
import { dayOf } from '../../infra/dates';
import { deviceAlreadyRegistered, deviceNotFound } from '../devices/serials';
import { entitlementsOf, matchConsumers, type RegistryMatch } from './consumers.service';
import type { ParsedLead } from './input';
import type { StartedAction } from './started-action.service';

/** The version of the consent texts the webform shows (i18n-pl); recorded with every consent. */
export const CONSENT_TEXT_VERSION = CONSENTS.version;

export type IcWarning = 'error_ic_consumer_already_exists';

type Verification = typeof verifications.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;

/** A registration checked outside the transaction: what each step inside it records. */
export interface Registration {
  user: SessionUser;
  lead: ParsedLead;
  email: string;
  phone: string;
  chosen: OfferKey[];
  serial: string | null;
  action: StartedAction | null;
  pointIdent: string | null;
  eventIdent: string | null;
  verification: Verification;
  requestHash: string;
  key: string | null;
  now: Date;
}

const assetUnavailable = () => new ApiError('error_asset_unavailable');
const multipleFound = () => new ApiError('error_consumer_multiple_found');

/** The registry as verify saw it, and every chosen offer still open to the consumer. */
async function checkConsumer(tx: Db, r: Registration): Promise<RegistryMatch> {
  const match = await matchConsumers(tx, r.email, r.phone);
  if (match.conflicting) throw multipleFound();
  if (match.state !== r.verification.consumerState) throw assetUnavailable();
  const entitlements = await entitlementsOf(
    tx,
    match.consumers.map((c) => c.id),
  );
  const closed = r.chosen.filter((k) => !isOfferActive(k, entitlements));
  if (closed.length) {
    throw new ApiError('error_offer_not_available', {
      fields: closed.map((k) => ({ path: `lead.selectedOffers.${k}`, message: LEAD_TEXTS.offerUnavailable })),
    });
  }
  return match;
}

/** The Glo device of the serial, locked: known and nobody's yet. */
async function lockDevice(tx: Db, serial: string | null): Promise<{ id: string } | null> {
  if (!serial) return null;
  const [d] = await tx
    .select({ id: devices.id, consumerId: devices.consumerId, burnedAt: devices.burnedAt })
    .from(devices)
    .where(eq(devices.serial, serial))
    .for('update');
  if (!d) throw deviceNotFound();
  if (d.consumerId || d.burnedAt) throw deviceAlreadyRegistered();
  return d;
}

/** The known consumer updated (unless changed since verify), or a new one; answers the id. */
async function saveConsumer(tx: Db, r: Registration, match: RegistryMatch): Promise<string> {
  const { lead, now } = r;
  const details = {
    firstName: lead.firstName,
    lastName: lead.lastName,
    birthDate: lead.birthDate ?? null,
    postalCode: lead.billingPostalCode ?? null,
    category: lead.consumerCategory ?? null,
    updatedAt: now,
  };
  if (match.exact) {
    // Optimistic: the version verify saw; a registration in between makes this miss.
    const [u] = await tx
      .update(consumers)
      .set({ ...details, version: sql`${consumers.version} + 1` })
      .where(and(eq(consumers.id, match.exact.id), eq(consumers.version, match.exact.version)))
      .returning({ id: consumers.id });
    if (!u) throw assetUnavailable();
    return u.id;
  }
  const [c] = await tx
    .insert(consumers)
    .values({
      ...details,
      email: r.email,
      phone: r.phone,
      createdBy: r.user.id,
      actionId: r.action?.id ?? null,
      pointIdent: r.pointIdent,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: consumers.id });
  // Someone registered this e-mail or number after our verification.
  if (!c) throw assetUnavailable();
  return c.id;
}

/** Matches the consumer: checked against the registry and offers, the device locked, saved. */
export async function matchConsumer(tx: Db, r: Registration) {
  const match = await checkConsumer(tx, r);
  const device = await lockDevice(tx, r.serial);
  const consumerId = await saveConsumer(tx, r, match);
  return { consumerId, device };
}

/** InspirationClub membership (a member already: the warning) and the registration row with its beacon. */
export async function recordRegistration(
  tx: Db,
  r: Registration,
  consumerId: string,
): Promise<RegistrationRow> {
  const offers = r.lead.selectedOffers;
  const registrationId = randomUUID();
  let warning: IcWarning | null = null;
  if (offers.InspirationClub) {
    const joined = await tx
      .insert(inspirationClubMembers)
      .values({ consumerId, registrationId, joinedBy: r.user.id, joinedAt: r.now })
      .onConflictDoNothing()
      .returning({ consumerId: inspirationClubMembers.consumerId });
    if (!joined.length) warning = 'error_ic_consumer_already_exists';
  }
  const [reg] = await tx
    .insert(registrations)
    .values({
      id: registrationId,
      idempotencyKey: r.key ?? `v:${r.verification.id}`,
      verificationId: r.verification.id,
      requestHash: r.requestHash,
      consumerId,
      hostessId: r.user.id,
      actionId: r.action?.id ?? null,
      pointIdent: r.pointIdent,
      eventIdent: r.eventIdent,
      brand: r.lead.brand,
      offers: offers as Record<string, unknown>,
      beacon: randomBytes(18).toString('base64url'),
      warning,
      createdAt: r.now,
    })
    .returning();
  return reg!;
}

/** The devices (Glo, Glo HUTD, Vuse) and trials (Velo, Neo) taken, and the Glo serial made the consumer's. */
export async function recordAssets(
  tx: Db,
  r: Registration,
  ids: { consumerId: string; registrationId: string },
  device: { id: string } | null,
) {
  const { lead, now } = r;
  const { consumerId, registrationId } = ids;
  const offers = lead.selectedOffers;
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
        serialNumber: key === 'Glo' ? r.serial : null,
        assetSource: o.assetSource,
        purchaseDate,
        storeId: r.pointIdent,
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
}

/** Each consent given or refused, with the text version, and the verification tied to the registration. */
export async function recordConsents(
  tx: Db,
  r: Registration,
  ids: { consumerId: string; registrationId: string },
) {
  const consentRows = Object.entries(r.lead.consent as Record<string, unknown>)
    .filter((e): e is [string, boolean] => typeof e[1] === 'boolean')
    .map(([purpose, value]) => ({
      ...ids,
      purpose,
      value,
      textVersion: CONSENT_TEXT_VERSION,
      recordedAt: r.now,
      hostessId: r.user.id,
      actionId: r.action?.id ?? null,
      pointIdent: r.pointIdent,
      verificationId: r.verification.id,
    }));
  if (consentRows.length) await tx.insert(consents).values(consentRows);
  await tx
    .update(verifications)
    .set({ registrationId: ids.registrationId })
    .where(eq(verifications.id, r.verification.id));
}
