// An action's history on the wire (issue 29, /action/history): its entries oldest first, each with
// its time, who did it (null: the system), its kind, its Polish sentence and, for an edit, each
// field from → to as texts.
import { z } from 'zod';
import { dateBox, uuid } from '../entities.ts';
import { HISTORY_KINDS } from '../history.ts';
import { ref } from './common.ts';

export const actionHistoryBody = z.object({ action: ref });
export type ActionHistoryBody = z.infer<typeof actionHistoryBody>;

export const historyChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export const historyEntry = z.object({
  at: dateBox,
  who: z.object({ uuid, name: z.string() }).nullable(),
  kind: z.enum(HISTORY_KINDS),
  text: z.string(),
  changes: z.array(historyChange).optional(),
});
export type WireHistoryEntry = z.infer<typeof historyEntry>;

export const actionHistoryAnswer = z.object({ entries: z.array(historyEntry) });
export type ActionHistoryAnswer = z.infer<typeof actionHistoryAnswer>;
