// The signals of one action, computed from what is stored (issue #30, ADR 0033): its photos'
// measures and near-duplicates, the start's distance, the finish time, its registrations. The job
// recomputes the whole list after each upload, start, finish and registration, so a run is
// idempotent and a later run replaces an earlier one.
import { instantToWire } from '@tourplanner/domain/dates';
import {
  BURST_WINDOW_MINUTES,
  distanceBand,
  FINISHED_EARLY_MINUTES,
  firstBurst,
  PHOTO_TIME_SLACK_MINUTES,
  REGISTRATION_SLACK_MINUTES,
  REPEAT_CONSUMER_DAYS,
  type Signal,
} from '@tourplanner/domain/signals';
import { format, formatDistance } from '@tourplanner/i18n-pl/format';
import { SIGNAL_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { actions } from '../../db/schema/actions';
import { registrations } from '../../db/schema/consumers';
import { actionSignals, photoMeasures } from '../../db/schema/signals';
import type { AppDeps } from '../../infra/deps';
import { measureActionPhotos, type PhotoIdent } from './photos.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** 'HH:MM' of an instant in Polish time. */
const clock = (d: Date) => instantToWire(d).slice(11, 16);
/** 'YYYY-MM-DD HH:MM' of an instant in Polish time. */
const dayClock = (d: Date) => instantToWire(d).slice(0, 16);
const photoName = (ident: PhotoIdent) => SIGNAL_TEXTS.photos[ident];

type ActionRow = typeof actions.$inferSelect;
type Measure = typeof photoMeasures.$inferSelect;

async function identsOf(deps: AppDeps, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await deps.db
    .select({ id: actions.id, ident: actions.ident })
    .from(actions)
    .where(inArray(actions.id, ids));
  return new Map(rows.map((r) => [r.id, r.ident]));
}

/** duplicate_photo: a photo near-identical to one of another action, found when it was measured. */
async function duplicateSignals(deps: AppDeps, photos: Measure[]): Promise<Signal[]> {
  const found = photos.filter((p) => p.duplicateOf && p.duplicateAction);
  if (!found.length) return [];
  const others = await deps.db
    .select({ fileId: photoMeasures.fileId, ident: photoMeasures.ident })
    .from(photoMeasures)
    .where(
      inArray(
        photoMeasures.fileId,
        found.map((p) => p.duplicateOf!),
      ),
    );
  const otherIdent = new Map(others.map((o) => [o.fileId, o.ident]));
  const idents = await identsOf(deps, [...new Set(found.map((p) => p.duplicateAction!))]);
  return found.map((photo): Signal => {
    const ident = idents.get(photo.duplicateAction!) ?? '';
    return {
      kind: 'duplicate_photo',
      text: format(SIGNAL_TEXTS.duplicate_photo, {
        photo: photoName(photo.ident),
        other: ident,
        otherPhoto: photoName(otherIdent.get(photo.duplicateOf!) ?? 'receipt'),
      }),
      actions: [{ uuid: photo.duplicateAction!, ident }],
    };
  });
}

/** photo_time: a capture time outside the window by more than 30 min; a start/end photo without one. */
function photoTimeSignals(action: ActionRow, photos: Measure[]): Signal[] {
  const from = (action.startedAt ?? action.since)?.getTime();
  const to = (action.finishedAt ?? action.until)?.getTime();
  const out: Signal[] = [];
  for (const photo of photos) {
    const photoLabel = photoName(photo.ident);
    if (!photo.capturedAt) {
      if (photo.ident !== 'receipt')
        out.push({
          kind: 'photo_time',
          text: format(SIGNAL_TEXTS.photo_time_missing, { photo: photoLabel }),
        });
      continue;
    }
    const t = photo.capturedAt.getTime();
    const slack = PHOTO_TIME_SLACK_MINUTES * MINUTE;
    if ((from !== undefined && t < from - slack) || (to !== undefined && t > to + slack)) {
      out.push({
        kind: 'photo_time',
        text: format(SIGNAL_TEXTS.photo_time, { photo: photoLabel, when: dayClock(photo.capturedAt) }),
      });
    }
  }
  return out;
}

/** blurry_photo: too blurred or too dark to read, by the measured thresholds. */
function claritySignals(deps: AppDeps, photos: Measure[]): Signal[] {
  const out: Signal[] = [];
  for (const photo of photos) {
    if (photo.sharpness === null || photo.brightness === null) continue;
    const vars = { photo: photoName(photo.ident) };
    if (photo.brightness < deps.env.SIGNAL_BRIGHTNESS_MIN) {
      out.push({ kind: 'blurry_photo', text: format(SIGNAL_TEXTS.dark_photo, vars) });
    } else if (photo.sharpness < deps.env.SIGNAL_SHARPNESS_MIN) {
      out.push({ kind: 'blurry_photo', text: format(SIGNAL_TEXTS.blurry_photo, vars) });
    }
  }
  return out;
}

/** far_start: the start or the finish beyond CHECKIN_RADIUS_M, in the field tools' bands. */
function farStartSignals(deps: AppDeps, action: ActionRow): Signal[] {
  const moves = [
    ['start', action.startDistance],
    ['end', action.finishDistance],
  ] as const;
  return moves.flatMap(([move, d]): Signal[] =>
    d === null || d <= deps.env.CHECKIN_RADIUS_M
      ? []
      : [
          {
            kind: 'far_start',
            text: format(SIGNAL_TEXTS.far_start, {
              move: SIGNAL_TEXTS.moves[move],
              distance: formatDistance(d),
              band: SIGNAL_TEXTS.bands[distanceBand(d)],
            }),
          },
        ],
  );
}

/** finished_early: finished more than 30 minutes before the end. */
function finishedEarlySignals(action: ActionRow): Signal[] {
  if (!action.finishedAt || !action.until) return [];
  const early = action.until.getTime() - action.finishedAt.getTime();
  if (early <= FINISHED_EARLY_MINUTES * MINUTE) return [];
  return [
    {
      kind: 'finished_early',
      text: format(SIGNAL_TEXTS.finished_early, { minutes: Math.round(early / MINUTE) }),
    },
  ];
}

/** The registration signals: outside the hours, a burst (once), consumers registered at other actions. */
async function registrationSignals(deps: AppDeps, action: ActionRow): Promise<Signal[]> {
  const regs = await deps.db
    .select({
      hostessId: registrations.hostessId,
      consumerId: registrations.consumerId,
      at: registrations.createdAt,
    })
    .from(registrations)
    .where(eq(registrations.actionId, action.id))
    .orderBy(asc(registrations.createdAt));
  if (!regs.length) return [];
  const out: Signal[] = [];
  const slack = REGISTRATION_SLACK_MINUTES * MINUTE;
  if (action.since && action.until) {
    const from = action.since.getTime() - slack;
    const to = action.until.getTime() + slack;
    for (const r of regs) {
      const t = r.at.getTime();
      if (t < from || t > to) {
        out.push({
          kind: 'registration_outside_window',
          text: format(SIGNAL_TEXTS.registration_outside_window, { time: dayClock(r.at) }),
        });
      }
    }
  }
  const byHostess = new Map<string, number[]>();
  for (const r of regs) byHostess.set(r.hostessId, [...(byHostess.get(r.hostessId) ?? []), r.at.getTime()]);
  for (const times of byHostess.values()) {
    const start = firstBurst(times, deps.env.SIGNAL_BURST_COUNT, BURST_WINDOW_MINUTES * MINUTE);
    if (start !== null) {
      out.push({
        kind: 'registration_burst',
        text: format(SIGNAL_TEXTS.registration_burst, {
          count: deps.env.SIGNAL_BURST_COUNT,
          minutes: BURST_WINDOW_MINUTES,
          time: clock(new Date(start)),
        }),
      });
    }
  }
  // The same consumer (one per e-mail and per phone) at another action within 30 days of any of
  // this action's registrations: the other actions are named, the consumer is not.
  const first = regs[0]!.at.getTime();
  const last = regs[regs.length - 1]!.at.getTime();
  const span = REPEAT_CONSUMER_DAYS * DAY;
  const others = await deps.db
    .selectDistinct({ actionId: registrations.actionId })
    .from(registrations)
    .where(
      and(
        inArray(registrations.consumerId, [...new Set(regs.map((r) => r.consumerId))]),
        ne(registrations.actionId, action.id),
        gte(registrations.createdAt, new Date(first - span)),
        lte(registrations.createdAt, new Date(last + span)),
      ),
    );
  const otherIds = others.map((o) => o.actionId).filter((id): id is string => id !== null);
  if (otherIds.length) {
    const idents = await identsOf(deps, otherIds);
    const named = otherIds
      .map((id) => ({ uuid: id, ident: idents.get(id) ?? '' }))
      .sort((a, b) => a.ident.localeCompare(b.ident));
    out.push({
      kind: 'repeat_consumer',
      text: format(SIGNAL_TEXTS.repeat_consumer, { others: named.map((a) => a.ident).join(', ') }),
      actions: named,
    });
  }
  return out;
}

/** Measures the action's new photos, computes every signal and stores the list. */
export async function computeActionSignals(deps: AppDeps, actionId: string): Promise<Signal[] | null> {
  // The moment this run began reading: what it stores is as of then. Two runs for one action (the
  // start's job still measuring when the finish's job begins) may end in either order; a run that
  // began before the stored one never overwrites it, so a finish's signals are not lost to a run
  // that read the action before the finish.
  const basis = deps.now();
  const [action] = await deps.db.select().from(actions).where(eq(actions.id, actionId));
  if (!action) return null;
  await measureActionPhotos(deps, actionId);
  // The photos shown now: one replaced by a retake stays measured (a copy of it is still found) but
  // is no longer this action's evidence.
  const photos = await deps.db
    .select()
    .from(photoMeasures)
    .where(
      and(
        eq(photoMeasures.actionId, actionId),
        sql`${photoMeasures.fileId} in (select file_id from action_files where action_id = ${actionId}
          union all select file_id from action_receipts where action_id = ${actionId})`,
      ),
    )
    .orderBy(asc(photoMeasures.createdAt), asc(photoMeasures.fileId));
  const signals: Signal[] = [
    ...(await duplicateSignals(deps, photos)),
    ...photoTimeSignals(action, photos),
    ...claritySignals(deps, photos),
    ...farStartSignals(deps, action),
    ...finishedEarlySignals(action),
    ...(await registrationSignals(deps, action)),
  ];
  await deps.db
    .insert(actionSignals)
    .values({ actionId, signals, computedAt: basis })
    .onConflictDoUpdate({
      target: actionSignals.actionId,
      set: { signals, computedAt: basis },
      setWhere: sql`${actionSignals.computedAt} <= ${basis.toISOString()}::timestamptz`,
    });
  return signals;
}

/** The stored signals of some actions (none: an empty list). */
export async function signalsOf(db: AppDeps['db'], actionIds: string[]): Promise<Map<string, Signal[]>> {
  if (!actionIds.length) return new Map();
  const rows = await db
    .select({ actionId: actionSignals.actionId, signals: actionSignals.signals })
    .from(actionSignals)
    .where(inArray(actionSignals.actionId, actionIds));
  return new Map(rows.map((r) => [r.actionId, r.signals]));
}
