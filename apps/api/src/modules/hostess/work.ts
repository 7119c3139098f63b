// A hostess's start and finish of her own action: the photo is stored, then the status moves and
// the photo (and the survey) are recorded in one transaction, so a refused move leaves nothing
// behind. With an Idempotency-Key her repeat of a start or finish that already happened (its
// answer was lost on the way to the phone) is answered with the action as it is, not a conflict.
import type { Poll } from '@tourplanner/domain/entities';
import { distanceMeters } from '@tourplanner/domain/geo';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionFiles, actionPoints, actionPolls, actions } from '../../db/schema/actions';
import { points } from '../../db/schema/points';
import type { AppDeps, SessionUser, UploadedFile } from '../../http/context';
import { ApiError } from '../../http/errors';
import { dayOf } from '../../lib/dates';
import { isAssigned } from '../actions/access';
import { loadAction } from '../actions/service';
import { normalizeImage } from '../files/images';
import { removeFile, saveFile } from '../files/store';

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
    throw new ApiError('E_INVALID_FILE', { fields: [{ path: 'files', message: 'Dodaj jedno zdjęcie.' }] });
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
  const jpeg = await normalizeImage(photo.buffer);
  const fileId = await saveFile(deps, ident, jpeg, 'image/jpeg', 'jpg', user.id);
  const now = deps.now();
  try {
    await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await move(tx, now);
      await tx
        .insert(actionFiles)
        .values({ actionId, ident, fileId, idempotencyKey: key, createdAt: now })
        .onConflictDoUpdate({
          target: [actionFiles.actionId, actionFiles.ident],
          set: { fileId, createdAt: now, idempotencyKey: key },
        });
    });
  } catch (err) {
    await removeFile(deps, fileId);
    if (err instanceof ApiError && err.code === 'E_CONFLICT' && (await done(deps, actionId, ident, key)))
      return;
    throw err;
  }
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
  const located = await deps.db
    .select({ lat: points.lat, lng: points.lng })
    .from(actionPoints)
    .innerJoin(points, eq(points.id, actionPoints.pointId))
    .where(
      and(eq(actionPoints.actionId, row.id), sql`${points.lat} is not null and ${points.lng} is not null`),
    );
  // Several points (Horeca): the nearest counts.
  const distances = located.map((p) => distanceMeters({ lat, lng }, { lat: p.lat!, lng: p.lng! }));
  const distance = distances.length ? Math.round(Math.min(...distances)) : null;
  await moveWithPhoto(deps, user, row.id, 'start', photo, key, (tx, now) =>
    transition(tx, now, row.id, ['accepted'], {
      status: 'started',
      startedAt: now,
      startLat: lat,
      startLng: lng,
      startDistance: distance,
      outOfBounds: distance === null ? null : distance > deps.env.CHECKIN_RADIUS_M,
    }),
  );
  return row.id;
}

/** Finishes her started action: end photo and the survey. */
export async function finishAction(
  deps: AppDeps,
  user: SessionUser,
  input: { action: { uuid: string }; poll: Poll },
  files: UploadedFile[],
  key: string | null,
): Promise<string> {
  const row = await ownAction(deps, user, input.action.uuid);
  if (await done(deps, row.id, 'end', key)) return row.id;
  if (row.status !== 'started') throw new ApiError('E_CONFLICT');
  const photo = onePhoto(files);
  const { chechboxes, text } = input.poll;
  await moveWithPhoto(deps, user, row.id, 'end', photo, key, async (tx, now) => {
    await transition(tx, now, row.id, ['started'], { status: 'finished', finishedAt: now });
    await tx
      .insert(actionPolls)
      .values({ actionId: row.id, answers: chechboxes, text, createdBy: user.id })
      .onConflictDoUpdate({ target: actionPolls.actionId, set: { answers: chechboxes, text } });
  });
  return row.id;
}
