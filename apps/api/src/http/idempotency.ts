// The Idempotency-Key header of the calls the contract marks `idempotent` (a hostess's retry after
// an answer was lost): checked once here, and scoped to the caller so nobody can reach another
// person's first result with her key.

import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../access/sessions';
import { fail } from '../errors';

const KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;

/** `h:<user id>:<key>`, or null without a header; E_VALIDATION for a malformed key. */
export function idempotencyKeyOf(req: FastifyRequest, user: SessionUser | null): string | null {
  const header = req.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !user) return null;
  if (!KEY_RE.test(key)) {
    throw fail.field('Idempotency-Key', REQUEST_TEXTS.idempotencyKey);
  }
  return `h:${user.id}:${key}`;
}
