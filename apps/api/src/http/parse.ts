// Reading a request: the JSON body (or a multipart call's `_input` field, ./multipart.ts) and the
// path parameters through the contract entry's zod schemas.

import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import type { z } from 'zod';
import { fail } from '../errors';

/** What the JSON parser hands on for a body that is no JSON: refused by `parseWith`. */
export const INVALID_JSON: unique symbol = Symbol('invalid JSON');

/** The value as the schema outputs it, or E_VALIDATION listing what is wrong with it. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (value === INVALID_JSON) throw fail.field('', REQUEST_TEXTS.invalidJson);
  const r = schema.safeParse(value);
  if (!r.success) throw fail.zod(r.error);
  return r.data;
}
