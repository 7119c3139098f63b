// The local consumer registry (docs/product/design.md "Consumers"): consumers with the devices
// (assets) and product trials (interests) they got, InspirationClub membership, the OTP challenges
// and the verifications /lead/register trusts, append-only consent records and registrations
// (idempotent).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { actions } from './actions';
import { users } from './users';

export const consumers = pgTable(
  'consumers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case; one consumer per address. */
    email: text('email').notNull().unique(),
    /** Prefix and digits, e.g. '+48600100200'; one consumer per number. */
    phone: text('phone').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 'YYYY-MM-DD' or null when not given. */
    birthDate: text('birth_date'),
    postalCode: text('postal_code'),
    /** The consumer category id (what the consumer uses today). */
    category: text('category'),
    createdBy: uuid('created_by').references(() => users.id),
    actionId: uuid('action_id').references(() => actions.id, { onDelete: 'set null' }),
    pointIdent: text('point_ident'),
    /**
     * Bumped by every registration that changes the consumer: a verification remembers the
     * version it saw, so a change in between answers error_asset_unavailable.
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consumers_created_by_idx').on(t.createdBy, t.createdAt)],
);

/** Devices a consumer holds (Glo, Vuse): an offer of that brand is no longer open to them. */
export const consumerAssets = pgTable(
  'consumer_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** The offer key it came with: Glo, Glo_HUTD or Vuse. */
    offer: text('offer').notNull(),
    brand: text('brand', { enum: ['Glo', 'Vuse'] }).notNull(),
    model: text('model').notNull(),
    colour: text('colour'),
    taste: text('taste'),
    serialNumber: text('serial_number'),
    assetSource: text('asset_source'),
    status: text('status').notNull().default('Active'),
    type: text('type').notNull().default('Sold'),
    purchaseDate: text('purchase_date'),
    storeId: text('store_id'),
    tourPlan: text('tour_plan'),
    deviceName: text('device_name'),
    registrationId: uuid('registration_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consumer_assets_consumer_idx').on(t.consumerId)],
);

/** Product trials (Velo sampling, Neo offers): an offer of that brand is no longer open. */
export const productInterests = pgTable(
  'product_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** Velo or Neo. */
    brand: text('brand', { enum: ['Velo', 'Neo'] }).notNull(),
    sku: text('sku').notNull(),
    name: text('name'),
    status: text('status').notNull().default('Trial'),
    unitOfMeasure: text('unit_of_measure').notNull().default('Can'),
    tourPlan: text('tour_plan'),
    registrationId: uuid('registration_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_interests_consumer_idx').on(t.consumerId)],
);

export const inspirationClubMembers = pgTable('inspiration_club_members', {
  consumerId: uuid('consumer_id')
    .primaryKey()
    .references(() => consumers.id, { onDelete: 'cascade' }),
  registrationId: uuid('registration_id'),
  joinedBy: uuid('joined_by').references(() => users.id),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One /lead/otp: the two codes (hashed), valid 10 minutes, single use, at most 5 tries. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of each code under `salt`; the codes themselves are never stored. */
    salt: text('salt').notNull(),
    emailCodeHash: text('email_code_hash').notNull(),
    smsCodeHash: text('sms_code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set when verified, or when a newer challenge for the same pair replaced it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The action the hostess had started when she sent it (set by a trigger when not given): the dashboard's funnel. */
    actionId: uuid('action_id').references(() => actions.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('otp_challenges_pair_idx').on(t.email, t.phone, t.createdAt),
    index('otp_challenges_phone_idx').on(t.phone, t.createdAt),
    index('otp_challenges_email_idx').on(t.email, t.createdAt),
    index('otp_challenges_hostess_idx').on(t.createdBy, t.createdAt),
    index('otp_challenges_ip_idx').on(t.ip, t.createdAt),
    check('otp_challenges_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * A successful /lead/verify as the server recorded it: the only proof /lead/register accepts.
 * Tied to the hostess, the e-mail and the phone; short-lived and used once.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .unique()
      .references(() => otpChallenges.id),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    hostessId: uuid('hostess_id')
      .notNull()
      .references(() => users.id),
    /** The registry as verify saw it: matched consumer ids with their versions ('' for none). */
    consumerState: text('consumer_state').notNull(),
    /** The offer map verify answered. */
    entitlements: jsonb('entitlements').$type<Record<string, boolean>>().notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    registrationId: uuid('registration_id'),
    /** The session that verified: only it may have the answer again (a verify whose answer was lost). */
    sessionId: uuid('session_id'),
    /** The action the hostess had started when she verified (set by a trigger when not given): the dashboard's funnel. */
    actionId: uuid('action_id').references(() => actions.id, { onDelete: 'set null' }),
  },
  (t) => [index('verifications_lookup_idx').on(t.hostessId, t.email, t.phone, t.verifiedAt)],
);

/** A registration; its idempotency key makes a double submit register once. */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    verificationId: uuid('verification_id')
      .notNull()
      .unique()
      .references(() => verifications.id),
    /** SHA-256 of the request body: a replay with another body is not the same registration. */
    requestHash: text('request_hash').notNull(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    hostessId: uuid('hostess_id')
      .notNull()
      .references(() => users.id),
    actionId: uuid('action_id').references(() => actions.id, { onDelete: 'set null' }),
    pointIdent: text('point_ident'),
    eventIdent: text('event_ident'),
    brand: text('brand').notNull(),
    offers: jsonb('offers').$type<Record<string, unknown>>().notNull(),
    /** The receipt beacon (meta.bc): /action/receipt/create accepts it for this action. */
    beacon: text('beacon').notNull().unique(),
    warning: text('warning'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_consumer_idx').on(t.consumerId),
    index('registrations_action_idx').on(t.actionId),
  ],
);

/** Consents, append-only: a changed mind is a new row, never an update. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    registrationId: uuid('registration_id').references(() => registrations.id),
    purpose: text('purpose').notNull(),
    value: boolean('value').notNull(),
    /** The version of the consent texts shown to the consumer. */
    textVersion: text('text_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    hostessId: uuid('hostess_id')
      .notNull()
      .references(() => users.id),
    actionId: uuid('action_id').references(() => actions.id, { onDelete: 'set null' }),
    pointIdent: text('point_ident'),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id),
  },
  (t) => [
    index('consents_consumer_idx').on(t.consumerId, t.purpose, t.recordedAt),
    unique('consents_registration_purpose_uq').on(t.registrationId, t.purpose),
  ],
);

/**
 * The consumer's own link to their consent record (issue #14): one per registration, sent in the
 * receipt e-mail and SMS. Only the SHA-256 of the token is kept; the token opens nothing but that
 * consumer's consents (see and withdraw), without a sign-in.
 */
export const consentLinks = pgTable('consent_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  consumerId: uuid('consumer_id')
    .notNull()
    .references(() => consumers.id),
  registrationId: uuid('registration_id')
    .notNull()
    .unique()
    .references(() => registrations.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** When the receipt e-mail and SMS went (a job of the 'consent-receipts' queue); null until then. */
  receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
});

/**
 * A marketing consent withdrawn by the consumer, appended beside the consent it ends (never an
 * update of it; the database refuses changing or deleting either).
 */
export const consentWithdrawals = pgTable(
  'consent_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    purpose: text('purpose').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull(),
    /** The link it came through. */
    linkId: uuid('link_id')
      .notNull()
      .references(() => consentLinks.id),
  },
  (t) => [index('consent_withdrawals_consumer_idx').on(t.consumerId, t.purpose, t.withdrawnAt)],
);
