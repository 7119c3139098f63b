// Account management: creating a person (with an invitation e-mail carrying a reset code),
// editing, deactivating (every session ends at once, sign-in is refused) and reactivating. ADMIN
// manages everyone; HSADM only hostesses whose territories are all hers, before and after. Nobody
// deactivates their own account or changes their own role, so no one locks themselves out.
import { randomBytes } from 'node:crypto';
import type { User } from '@tourplanner/domain/entities';
import { USER_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { revokeUserSessions, type SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { resetCodes, resetMailJobs } from '../../db/schema/auth';
import { events, userEvents } from '../../db/schema/events';
import { areas, territories } from '../../db/schema/territories';
import { userAreas, users, userTerritories } from '../../db/schema/users';
import { ApiError, fail } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { uniqueViolation } from '../../infra/sql';
import { endFeeds } from '../calendar/feeds.service';
import { hashPassword } from '../passwords/password';
import { recordResetMail, sendResetMailJob } from '../passwords/reset-mail.service';
import type { AccountValues } from './account-input';
import { loadUsers } from './service';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env' | 'jobs'>;

/** Serialises account writes, so the e-mail and code checks and the next ident see each other. */
const LOCK_KEY = 'tourplanner:accounts';

interface Target {
  role: AccountValues['role'];
  territoryIds: string[];
}

/**
 * HSADM reaches a hostess only when every territory of hers is one of the HSADM's (a hostess
 * without territories belongs to nobody's reach). ADMIN reaches everyone.
 */
function assertMayManage(caller: SessionUser, target: Target) {
  if (caller.role === 'ADMIN') return;
  const mine = new Set(caller.territoryIds);
  const ok =
    caller.role === 'HSADM' &&
    target.role === 'HST' &&
    target.territoryIds.length > 0 &&
    target.territoryIds.every((id) => mine.has(id));
  if (!ok) throw new ApiError('E_FORBIDDEN');
}

async function targetOf(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email, active: users.active, ident: users.ident })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new ApiError('E_NOT_FOUND');
  const terr = await db
    .select({ id: userTerritories.territoryId })
    .from(userTerritories)
    .where(eq(userTerritories.userId, id));
  return { ...row, territoryIds: terr.map((t) => t.id) };
}

/**
 * Every territory named exists and is not retired (a retired one leaves the pickers), except one
 * the person already belongs to, which an edit may keep.
 */
async function checkTerritories(db: Db, ids: string[], had: string[] = []) {
  if (!ids.length) return;
  const found = await db
    .select({ id: territories.id, trashedAt: territories.trashedAt })
    .from(territories)
    .where(inArray(territories.id, ids));
  if (found.length !== ids.length) throw fail.field('user.territories', USER_TEXTS.territoryUnknown);
  if (found.some((t) => t.trashedAt && !had.includes(t.id))) {
    throw fail.field('user.territories', USER_TEXTS.territoryRetired);
  }
}

/** Every event named for a client exists. */
async function checkEvents(db: Db, ids: string[]) {
  if (!ids.length) return;
  const found = await db.select({ id: events.id }).from(events).where(inArray(events.id, ids));
  if (found.length !== ids.length) throw fail.field('user.events', USER_TEXTS.eventUnknown);
}

/** A client's events replaced (none for any other role, so a changed role leaves nothing behind). */
async function setEvents(db: Db, userId: string, eventIds: string[]) {
  await db.delete(userEvents).where(eq(userEvents.userId, userId));
  if (eventIds.length) await db.insert(userEvents).values(eventIds.map((eventId) => ({ userId, eventId })));
}

/** The e-mail is free among active accounts and the hostess code among all (past ones stay on leads). */
async function checkUnique(db: Db, v: AccountValues, self: { id: string; active: boolean } | null) {
  const fields: { path: string; message: string }[] = [];
  if (!self || self.active) {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, v.email), eq(users.active, true), self ? ne(users.id, self.id) : undefined))
      .limit(1);
    if (taken.length) fields.push({ path: 'user.emailAddress', message: USER_TEXTS.emailTaken });
  }
  if (v.hostessCode) {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.ident, v.hostessCode), self ? ne(users.id, self.id) : undefined))
      .limit(1);
    if (taken.length) fields.push({ path: 'user.hostessCode', message: USER_TEXTS.hostessCodeTaken });
  }
  if (fields.length) throw fail.validation(fields);
}

/** A unique violation that slipped past the checks (another process): the field it concerns. */
function mapUnique(err: unknown): unknown {
  const hit = uniqueViolation(err);
  if (!hit) return err;
  if (hit.constraint === 'users_active_email_idx')
    return fail.field('user.emailAddress', USER_TEXTS.emailTaken);
  if (hit.constraint === 'users_ident_unique')
    return fail.field('user.hostessCode', USER_TEXTS.hostessCodeTaken);
  return new ApiError('E_CONFLICT');
}

/** ASM-001, HSADM-002, …: the next number of the role after the highest in use. */
async function nextIdent(db: Db, role: AccountValues['role']) {
  const last = await db.execute<{ n: number | null }>(
    sql`select max(substring(ident from ${`^${role}-([0-9]+)$`})::int) as n from ${users}`,
  );
  return `${role}-${String(Number(last.rows[0]?.n ?? 0) + 1).padStart(3, '0')}`;
}

async function setTerritories(db: Db, userId: string, territoryIds: string[]) {
  await db.delete(userTerritories).where(eq(userTerritories.userId, userId));
  if (territoryIds.length) {
    await db.insert(userTerritories).values(territoryIds.map((territoryId) => ({ userId, territoryId })));
  }
  // Areas follow: an area of a territory the person left is dropped.
  const keep = territoryIds.length
    ? sql`${userAreas.areaId} in (select ${areas.id} from ${areas} where ${inArray(areas.territoryId, territoryIds)})`
    : sql`false`;
  await db.delete(userAreas).where(and(eq(userAreas.userId, userId), sql`not (${keep})`));
}

async function wireUser(db: Db, id: string): Promise<User> {
  const [user] = await loadUsers(db, [id]);
  if (!user) throw new ApiError('E_NOT_FOUND');
  return user;
}

/**
 * Creates the account and records its invitation e-mail in the same transaction, handed to the
 * job engine once committed: the person sets her password with the code (/auth/reset-password),
 * so no password is ever chosen for her. Should the process die between the two, the reports'
 * and e-mails' clean-up hands the recorded e-mail over within the hour.
 */
export async function createAccount(deps: Deps, caller: SessionUser, v: AccountValues): Promise<User> {
  assertMayManage(caller, v);
  await checkTerritories(deps.db, v.territoryIds);
  await checkEvents(deps.db, v.eventIds);
  // Unusable until she sets one: a random secret nobody knows, hashed like any password.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let id: string;
  let mailId: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
      await checkUnique(tx, v, null);
      const ident = v.hostessCode ?? (await nextIdent(tx, v.role));
      const now = deps.now();
      const [row] = await tx
        .insert(users)
        .values({
          ident,
          role: v.role,
          email: v.email,
          passwordHash,
          firstname: v.firstname,
          lastname: v.lastname,
          phone: v.phone,
          createdAt: now,
        })
        .returning({ id: users.id });
      await setTerritories(tx, row!.id, v.territoryIds);
      await setEvents(tx, row!.id, v.eventIds);
      mailId = await recordResetMail({ db: tx, now: deps.now }, row!.id, 'invitation');
      return row!.id;
    });
  } catch (err) {
    throw mapUnique(err);
  }
  await sendResetMailJob(deps, mailId!);
  return wireUser(deps.db, id);
}

export async function updateAccount(
  deps: Deps,
  caller: SessionUser,
  id: string,
  v: AccountValues,
): Promise<User> {
  const before = await targetOf(deps.db, id);
  assertMayManage(caller, before);
  // Nobody changes their own role: an ADMIN who made herself an ASM could not undo it.
  if (id === caller.id && v.role !== before.role)
    throw new ApiError('E_CONFLICT', { fields: [{ path: 'user.role', message: USER_TEXTS.ownRole }] });
  assertMayManage(caller, v);
  await checkTerritories(deps.db, v.territoryIds, before.territoryIds);
  await checkEvents(deps.db, v.eventIds);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
      await checkUnique(tx, v, before);
      await tx
        .update(users)
        .set({
          // A hostess's ident is her code; other roles keep the ident they have.
          ...(v.hostessCode ? { ident: v.hostessCode } : {}),
          role: v.role,
          email: v.email,
          firstname: v.firstname,
          lastname: v.lastname,
          phone: v.phone,
        })
        .where(eq(users.id, id));
      await setTerritories(tx, id, v.territoryIds);
      await setEvents(tx, id, v.eventIds);
      // A client's reach is read per call from its events: its open sessions see the change at once.
    });
  } catch (err) {
    throw mapUnique(err);
  }
  return wireUser(deps.db, id);
}

/**
 * Deactivates the account: sign-in is refused, every session ends at once (the next call answers
 * 401), codes and e-mails not yet used are voided. Her past and planned actions keep her name.
 */
export async function deactivateAccount(deps: Deps, caller: SessionUser, id: string): Promise<User> {
  if (id === caller.id)
    throw new ApiError('E_CONFLICT', { fields: [{ path: 'user.uuid', message: USER_TEXTS.ownAccount }] });
  const target = await targetOf(deps.db, id);
  assertMayManage(caller, target);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ active: false }).where(eq(users.id, id));
    await revokeUserSessions({ ...deps, db: tx }, id);
    await endFeeds(tx, id, now);
    await tx
      .update(resetCodes)
      .set({ usedAt: now })
      .where(and(eq(resetCodes.userId, id), isNull(resetCodes.usedAt)));
    await tx
      .delete(resetMailJobs)
      .where(and(eq(resetMailJobs.userId, id), notInArray(resetMailJobs.status, ['sent', 'failed'])));
  });
  return wireUser(deps.db, id);
}

/** Reactivates the account, unless another active account has taken its e-mail meanwhile. */
export async function activateAccount(deps: Deps, caller: SessionUser, id: string): Promise<User> {
  const target = await targetOf(deps.db, id);
  assertMayManage(caller, target);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, target.email), eq(users.active, true), ne(users.id, id)))
        .limit(1);
      if (taken.length) {
        throw new ApiError('E_CONFLICT', {
          fields: [{ path: 'user.emailAddress', message: USER_TEXTS.emailTaken }],
        });
      }
      await tx.update(users).set({ active: true }).where(eq(users.id, id));
    });
  } catch (err) {
    throw mapUnique(err);
  }
  return wireUser(deps.db, id);
}
