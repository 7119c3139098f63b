// Reading a request: the JSON body (or a multipart call's `_input` field, ./multipart.ts) and the
// path parameters through the contract entry's zod schemas.

import type { z } from 'zod';
import { fail } from '../errors';

/** The value as the schema outputs it, or E_VALIDATION listing what is wrong with it. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw fail.zod(r.error);
  return r.data;
}
