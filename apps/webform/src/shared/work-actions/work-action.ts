// The action a hostess works on, read from /hostess/action/list (HST) or /action/list (HSADM) into
// one shape: what the actions screen shows and what the registration needs (tour plan, point, event).
import type { Action, ActionStatus, Address, Point } from '@tourplanner/domain/entities';
import { DEFAULT_CHECKIN_RADIUS_M } from '@tourplanner/domain/geo';
import type { ActionAttendance } from '@tourplanner/domain/wire/attendance';
import type { ActionReview, ReviewRetake, ReviewState } from '@tourplanner/domain/wire/review';

export interface WorkPoint {
  uuid: string;
  ident: string | null;
  name: string | null;
  address: Address | null;
  lat: number | null;
  lng: number | null;
}

export interface WorkAction {
  uuid: string;
  ident: string;
  name: string;
  status: ActionStatus;
  eventName: string | null;
  eventIdent: string | null;
  /** 'YYYY-MM-DD', or null when the action has no date yet. */
  date: string | null;
  /** 'HH:mm'. */
  timeStart: string | null;
  timeEnd: string | null;
  point: WorkPoint | null;
  startDistance: number | null;
  outOfBounds: boolean | null;
  /** Metres from the point beyond which her start is out of bounds: the server's setting. */
  checkinRadiusM: number;
  /** Her start, finish or confirmation is kept on the phone until the connection returns (shared/offline/). */
  pending?: 'start' | 'finish' | 'retake' | 'confirm';
  /**
   * Issue 29: 'asked' while her accepted action waits for her confirmation, 'confirmed' once she
   * gave it; null when there is nothing to confirm (a draft, a cancelled, started or ended action).
   */
  confirmation?: 'asked' | 'confirmed' | null;
  /** The coordinator's review (issue #30): 'fix' with the photos to take again and the comments. */
  review?: { state: ReviewState; retakes: ReviewRetake[] };
}

type HostessAction = Action & {
  points?: Point[];
  eventIdent?: string | null;
  review?: ActionReview;
  attendance?: ActionAttendance | null;
};

function confirmationOf(action: HostessAction): WorkAction['confirmation'] {
  const state = action.attendance?.state;
  if (state === 'unconfirmed') return 'asked';
  if (state === 'confirmed') return 'confirmed';
  return null;
}

/** The action as she works on it; `checkinRadiusM` as /hostess/action/list says it. */
export function toWorkAction(action: HostessAction, checkinRadiusM = DEFAULT_CHECKIN_RADIUS_M): WorkAction {
  const chosen = action.actionPoints.find((ap) => !ap.trash) ?? action.actionPoints[0];
  const full = action.points?.find((p) => p.uuid === chosen?.point.uuid) ?? action.points?.[0];
  const point: WorkPoint | null = full
    ? {
        uuid: full.uuid,
        ident: full.ident,
        name: full.name,
        address: full.address,
        lat: full.lat ?? null,
        lng: full.lng ?? null,
      }
    : chosen
      ? {
          uuid: chosen.point.uuid,
          ident: chosen.ident ?? null,
          name: chosen.name ?? null,
          address: chosen.address ?? null,
          lat: null,
          lng: null,
        }
      : null;
  const since = action.since?.date ?? null;
  const until = action.until?.date ?? null;
  return {
    uuid: action.uuid,
    ident: action.ident,
    name: action.name,
    status: action.status.global.ident,
    eventName: action.event?.name ?? null,
    eventIdent: action.eventIdent ?? null,
    date: since ? since.slice(0, 10) : (action.date ?? null),
    timeStart: since ? since.slice(11, 16) : (action.timestart ?? null),
    timeEnd: until ? until.slice(11, 16) : (action.timeend ?? null),
    point,
    startDistance: action.startDistance ?? null,
    outOfBounds: action.outOfBounds ?? null,
    checkinRadiusM,
    confirmation: confirmationOf(action),
    ...(action.review
      ? { review: { state: action.review.state, retakes: action.review.retakes ?? [] } }
      : {}),
  };
}

/** 'ul. Długa 5, Kraków', or null when the point has neither street nor city (shown as 'Niepoprawny adres'). */
export function formatAddress(address: Address | null | undefined): string | null {
  if (!address) return null;
  const street = [address.streetAddress, address.streetNumber].filter(Boolean).join(' ');
  const parts = [street, address.cityName].filter((part) => part && part.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}
