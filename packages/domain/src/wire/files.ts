// The photos of an action (SPEC §7 /action/receipt/*, /action/file/*): receipts the webform
// uploads, start and end photos with the survey, and serving each image.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { actionFile, poll, receipt } from '../entities.ts';
import { limitPagination } from '../paging.ts';
import { ref } from './common.ts';
import { photoDecision } from './review.ts';

/** Addition (issue #30): the decision on the photo shown now, for the back office's roles. */
const withDecision = { review: photoDecision.optional() };

export const receiptListBody = z.object({ action: ref, pagination: limitPagination(LIMITS.receiptsLimit) });
export const receiptListAnswer = z.object({ receipts: z.array(receipt.extend(withDecision)) });
export const receiptServeBody = z.object({ receipt: ref });
/** The `_input` of the multipart upload; without a device or beacon the webform sends placeholders. */
export const receiptCreateBody = z.object({
  action: ref,
  device: z.object({ serial: z.string().max(100), beacon: z.string().max(200) }),
});
/**
 * Our server answers the stored receipt; the original API answers only `status.success` and
 * `meta.ts` (SPEC §7 "reads status.success and meta.ts"), which is as much a success.
 */
export const receiptCreateAnswer = z.object({ receipt: receipt.optional() }).nullish();

export const fileListBody = z.object({ action: ref, pagination: limitPagination(LIMITS.filesLimit) });
export const fileListAnswer = z.object({
  files: z.array(actionFile.extend(withDecision)),
  poll: poll.nullable(),
});
export const fileServeBody = z.object({ file: ref });
