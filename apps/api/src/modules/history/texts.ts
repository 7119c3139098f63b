// The sentences of history entries that several modules write (pure: texts from i18n-pl), so a
// status change reads the same whether a coordinator or the hostess made it.

import type { OfferKey } from '@tourplanner/domain/constants';
import type { ActionStatus } from '@tourplanner/domain/entities';
import { STATUS_NAMES } from '@tourplanner/i18n-pl/common';
import { format, formatDistance } from '@tourplanner/i18n-pl/format';
import {
  HISTORY_DECISIONS,
  HISTORY_OFFERS,
  HISTORY_PHOTOS,
  HISTORY_TEXTS,
} from '@tourplanner/i18n-pl/history';

export function statusText(from: ActionStatus, to: ActionStatus, reason?: string | null): string {
  const vars = { from: STATUS_NAMES[from], to: STATUS_NAMES[to] };
  return reason?.trim()
    ? format(HISTORY_TEXTS.statusWithReason, { ...vars, reason: reason.trim() })
    : format(HISTORY_TEXTS.status, vars);
}

/** Her start: how far from the nearest point ('350 m', '1,2 km') and whether out of bounds. */
export function startedText(distance: number | null, outOfBounds: boolean): string {
  if (distance === null) return HISTORY_TEXTS.startedNoDistance;
  const d = formatDistance(distance);
  return format(outOfBounds ? HISTORY_TEXTS.startedOutOfBounds : HISTORY_TEXTS.started, { distance: d });
}

/** A registration: the offers chosen, never the consumer. */
export function registrationText(offers: readonly OfferKey[]): string {
  if (!offers.length) return HISTORY_TEXTS.registrationNoOffer;
  return format(HISTORY_TEXTS.registration, { offers: offers.map((k) => HISTORY_OFFERS[k]).join(', ') });
}

export type HistoryPhoto = keyof typeof HISTORY_PHOTOS;

export function reviewText(
  photo: HistoryPhoto,
  decision: keyof typeof HISTORY_DECISIONS,
  comment?: string | null,
): string {
  const vars = { photo: HISTORY_PHOTOS[photo], decision: HISTORY_DECISIONS[decision] };
  return comment?.trim()
    ? format(HISTORY_TEXTS.reviewWithComment, { ...vars, comment: comment.trim() })
    : format(HISTORY_TEXTS.review, vars);
}

export function retakeText(photo: HistoryPhoto): string {
  return format(HISTORY_TEXTS.retake, { photo: HISTORY_PHOTOS[photo] });
}
