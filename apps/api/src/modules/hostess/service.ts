// A hostess's own actions: the list from today on; start and finish, where the photo is stored,
// then the status moves and the photo (and the survey) are recorded in one transaction, so a
// refused move leaves nothing behind; and cancel. With an Idempotency-Key her repeat of a start or
// finish that already happened (its answer was lost on the way to the phone) is answered with the
// action as it is, not a conflict.
import type { Poll } from '@tourplanner/domain/entities';
import { isOutOfBounds, nearestDistance } from '@tourplanner/domain/geo';
import { ATTENDANCE_SERVER } from '@tourplanner/i18n-pl/attendance';
import { format } from '@tourplanner/i18n-pl/format';
import { HISTORY_TEXTS } from '@tourplanner/i18n-pl/history';
import { ACTION_TEXTS, UPLOAD_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, asc, count, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actionFiles, actionPoints, actionPolls, actions, actionUsers } from '../../db/schema/actions';
import { events } from '../../db/schema/events';
import { points } from '../../db/schema/points';
import { photoReviews } from '../../db/schema/signals';
import { ApiError } from '../../errors';
import type { UploadedFile } from '../../http/context';
import { dayOf } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import { actionsChanged } from '../../infra/jobs/action-changed';
import { normalizeImage } from '../../infra/storage/images';
import { isAssigned } from '../actions/access.service';
import { loadAction, loadAttendedActions } from '../actions/service';
import { removeFile, saveFile } from '../files/service';
import { recordHistory } from '../history/service';
import { startedText, statusText } from '../history/texts';
import { toWirePoint } from '../points/wire';
import { recordPhoto, uploadCaptureTime } from '../signals/photos.service';
import { queueActionSignals } from '../signals/queue.service';

type Ident = 'start' | 'end';

export async function ownAction(deps: AppDeps, user: SessionUser, actionId: string) {
  const row = await loadAction(deps.db, actionId);
  // Not hers: answered like a missing action, so ids of others' actions are not confirmed.
  if (!(await isAssigned(deps.db, user.id, actionId))) throw new ApiError('E_NOT_FOUND');
  return row;
}

/** Moves the action from one of `from` to `to` atomically; E_CONFLICT when someone was faster. */
export async function transition(
  db: Db,
  now: Date,
  id: string,
  from: string[],
  set: Partial<typeof actions.$inferInsert>,
) {
  const done = await db
    .update(actions)
    .set({ ...set, updatedAt: now })
    .where(and(eq(actions.id, id), inArray(actions.status, from as never[])))
    .returning({ id: actions.id });
  if (!done.length) throw new ApiError('E_CONFLICT');
}

function onePhoto(files: UploadedFile[]): UploadedFile {
  const f = files[0];
  if (!f || files.length !== 1) {
    throw new ApiError('E_INVALID_FILE', { fields: [{ path: 'files', message: UPLOAD_TEXTS.onePhoto }] });
  }
  return f;
}

/** Whether her start (or finish) with this key already happened. */
async function done(deps: AppDeps, actionId: string, ident: Ident, key: string | null) {
  if (key === null) return false;
  const [row] = await deps.db
    .select({ id: actionFiles.id })
    .from(actionFiles)
    .where(
      and(
        eq(actionFiles.actionId, actionId),
        eq(actionFiles.ident, ident),
        eq(actionFiles.idempotencyKey, key),
      ),
    );
  return row !== undefined;
}

/**
 * Stores the photo, then in one transaction moves the status (`move`) and records the photo with
 * the key. A move refused because a parallel request with the same key got there first counts as done.
 */
async function moveWithPhoto(
  deps: AppDeps,
  user: SessionUser,
  actionId: string,
  ident: Ident,
  photo: UploadedFile,
  key: string | null,
  move: (tx: Db, now: Date) => Promise<void>,
) {
  // The capture time is in the EXIF of the bytes as sent; the stored copy has none.
  const capturedAt = await uploadCaptureTime(photo.buffer);
  const jpeg = await normalizeImage(photo.buffer);
  const fileId = await saveFile(deps, ident, jpeg, 'image/jpeg', 'jpg', user.id);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      await move(tx, now);
      await tx
        .insert(actionFiles)
        .values({ actionId, ident, fileId, idempotencyKey: key, createdAt: now })
        .onConflictDoUpdate({
          target: [actionFiles.actionId, actionFiles.ident],
          set: { fileId, createdAt: now, idempotencyKey: key },
        });
      await recordPhoto(tx, { fileId, actionId, ident, hostessId: user.id, capturedAt, at: now });
    });
    await queueActionSignals(deps, actionId);
    await actionsChanged(deps, [actionId]);
  } catch (err) {
    await removeFile(deps, fileId);
    if (err instanceof ApiError && err.code === 'E_CONFLICT' && (await done(deps, actionId, ident, key)))
      return;
    throw err;
  }
}

/** The action's points that have coordinates. */
function locatedPoints(deps: AppDeps, actionId: string) {
  return deps.db
    .select({ lat: points.lat, lng: points.lng })
    .from(actionPoints)
    .innerJoin(points, eq(points.id, actionPoints.pointId))
    .where(
      and(eq(actionPoints.actionId, actionId), sql`${points.lat} is not null and ${points.lng} is not null`),
    );
}

/** Starts her accepted action on its day: start photo, GPS, distance to the nearest point. */
export async function startAction(
  deps: AppDeps,
  user: SessionUser,
  input: { action: { uuid: string }; position: { lat: number; lng: number } },
  files: UploadedFile[],
  key: string | null,
): Promise<string> {
  const row = await ownAction(deps, user, input.action.uuid);
  if (await done(deps, row.id, 'start', key)) return row.id;
  if (row.status !== 'accepted')
    throw new ApiError('E_CONFLICT', { message: 'only an accepted action starts' });
  // Not before its day: a start photo a week early would be a mistake.
  if (row.since && dayOf(deps.now()) < dayOf(row.since)) throw new ApiError('E_CONFLICT');
  const photo = onePhoto(files);
  const { lat, lng } = input.position;
  // Several points (Horeca): the nearest counts.
  const distance = nearestDistance({ lat, lng }, await locatedPoints(deps, row.id));
  const outOfBounds = isOutOfBounds(distance, deps.env.CHECKIN_RADIUS_M);
  await moveWithPhoto(deps, user, row.id, 'start', photo, key, async (tx, now) => {
    await transition(tx, now, row.id, ['accepted'], {
      status: 'started',
      startedAt: now,
      startLat: lat,
      startLng: lng,
      startDistance: distance,
      outOfBounds,
    });
    await recordHistory(tx, {
      actionId: row.id,
      at: now,
      actorId: user.id,
      kind: 'started',
      text: startedText(distance, outOfBounds === true),
    });
  });
  return row.id;
}

/** Finishes her started action: end photo and the survey. */
export async function finishAction(
  deps: AppDeps,
  user: SessionUser,
  input: { action: { uuid: string }; poll: Poll; position?: { lat: number; lng: number } },
  files: UploadedFile[],
  key: string | null,
): Promise<string> {
  const row = await ownAction(deps, user, input.action.uuid);
  if (await done(deps, row.id, 'end', key)) return row.id;
  if (row.status !== 'started') throw new ApiError('E_CONFLICT');
  const photo = onePhoto(files);
  const { chechboxes, text } = input.poll;
  // Where she finished (issue #30), when the phone had a fix: the signals job compares it with the radius.
  const position = input.position;
  const finishDistance = position ? nearestDistance(position, await locatedPoints(deps, row.id)) : null;
  await moveWithPhoto(deps, user, row.id, 'end', photo, key, async (tx, now) => {
    await transition(tx, now, row.id, ['started'], {
      status: 'finished',
      finishedAt: now,
      finishLat: position?.lat ?? null,
      finishLng: position?.lng ?? null,
      finishDistance,
    });
    await recordHistory(tx, {
      actionId: row.id,
      at: now,
      actorId: user.id,
      kind: 'finished',
      text: HISTORY_TEXTS.finished,
    });
    await tx
      .insert(actionPolls)
      .values({ actionId: row.id, answers: chechboxes, text, createdBy: user.id })
      .onConflictDoUpdate({ target: actionPolls.actionId, set: { answers: chechboxes, text } });
  });
  return row.id;
}

const HOSTESS_LIST_LIMIT = 200;

/**
 * Her actions starting in [since, until] (until open: no end), and those of any day where a photo
 * waits for her retake (issue #30), at most 200, with their points.
 */
export async function listHostessActions(deps: AppDeps, user: SessionUser, since: Date, until: Date | null) {
  const mine: SQL = sql`exists (select 1 from ${actionUsers} where ${actionUsers.actionId} = ${actions.id} and ${actionUsers.userId} = ${user.id})`;
  const toRetake: SQL = sql`exists (select 1 from ${photoReviews} where ${photoReviews.actionId} = ${actions.id} and ${photoReviews.decision} = 'retake')`;
  const where = and(
    mine,
    or(and(gte(actions.since, since), until ? lte(actions.since, until) : undefined), toRetake),
  );
  const [rows, total] = await Promise.all([
    deps.db
      .select({ id: actions.id, eventIdent: events.ident })
      .from(actions)
      .leftJoin(events, eq(events.id, actions.eventId))
      .where(where)
      .orderBy(asc(actions.since))
      .limit(HOSTESS_LIST_LIMIT),
    deps.db.select({ n: count() }).from(actions).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [wire, pts] = await Promise.all([
    loadAttendedActions(deps, ids),
    ids.length
      ? deps.db
          .select({ actionId: actionPoints.actionId, p: points })
          .from(actionPoints)
          .innerJoin(points, eq(points.id, actionPoints.pointId))
          .where(inArray(actionPoints.actionId, ids))
      : Promise.resolve([]),
  ]);
  const eventIdent = new Map(rows.map((r) => [r.id, r.eventIdent]));
  return {
    actions: wire.map((a) => ({
      ...a,
      eventIdent: eventIdent.get(a.uuid) ?? null,
      points: pts.filter((x) => x.actionId === a.uuid).map(({ p }) => toWirePoint(p)),
    })),
    count: Number(total[0]?.n ?? 0),
    checkinRadiusM: deps.env.CHECKIN_RADIUS_M,
  };
}

/** Cancels her editable or accepted action; the reason, if any, is added to its description. */
export async function cancelAction(
  deps: AppDeps,
  user: SessionUser,
  actionId: string,
  reason: string | undefined,
) {
  const row = await ownAction(deps, user, actionId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await transition(tx, now, row.id, ['editable', 'accepted'], {
      status: 'hst_cancelled',
      ...(reason
        ? {
            description: [row.description, format(ACTION_TEXTS.cancelledByHostess, { reason })]
              .filter(Boolean)
              .join('\n'),
          }
        : {}),
    });
    await recordHistory(tx, {
      actionId: row.id,
      at: now,
      actorId: user.id,
      kind: 'status',
      text: statusText(row.status, 'hst_cancelled', reason),
    });
  });
  return row.id;
}

/** The action as the wire shows it (with its attendance), for the answer of a move or cancel. */
export async function hostessActionAnswer(deps: AppDeps, id: string) {
  const [a] = await loadAttendedActions(deps, [id]);
  return a!;
}

/** Statuses in which a confirmation already made is answered again (her repeat, sent late). */
const CONFIRMED_REPEATS = ['accepted', 'started', 'finished'];

/**
 * She confirms she will come (issue 29): her own accepted action that has not ended. Idempotent: a
 * repeat keeps the first time and records nothing. Another hostess's action is E_FORBIDDEN; one not
 * accepted, cancelled or past its end, E_CONFLICT; either changes nothing.
 */
export async function confirmAction(deps: AppDeps, user: SessionUser, actionId: string): Promise<string> {
  const row = await loadAction(deps.db, actionId);
  if (!(await isAssigned(deps.db, user.id, row.id))) throw new ApiError('E_FORBIDDEN');
  const now = deps.now();
  const confirmed = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: actions.status, until: actions.until, confirmedAt: actions.confirmedAt })
      .from(actions)
      .where(eq(actions.id, row.id))
      .for('update');
    if (locked?.confirmedAt && CONFIRMED_REPEATS.includes(locked.status)) return false;
    if (locked?.status !== 'accepted' || !locked.until || locked.until <= now)
      throw new ApiError('E_CONFLICT');
    await tx.update(actions).set({ confirmedAt: now, updatedAt: now }).where(eq(actions.id, row.id));
    await recordHistory(tx, {
      actionId: row.id,
      at: now,
      actorId: user.id,
      kind: 'confirmed',
      text: ATTENDANCE_SERVER.historyConfirmed,
    });
    return true;
  });
  // After the commit (never inside the transaction: see infra/jobs/action-changed.ts).
  if (confirmed) await actionsChanged(deps, [row.id]);
  return row.id;
}
