// Code pools per event (additions, ADMIN): totals by group, and the CSV export of the codes.
import { z } from 'zod';
import { codePoolEvent } from '../entities.ts';
import { ref } from './common.ts';

/** /code/list and /code/export: one event's codes, or every event's. */
export const codePoolBody = z.object({ event: ref.optional() });
export const codeListAnswer = z.array(codePoolEvent);
