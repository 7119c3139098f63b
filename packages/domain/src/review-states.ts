// The review states of an action's photos (issue #30), without any schema: the back office's list
// URL reads them on its first screen, where zod and the wire schemas are not loaded yet.

/** pending: a photo waits for a decision; fix: a retake was asked for; accepted: every photo decided. */
export const REVIEW_STATES = ['pending', 'accepted', 'fix'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
