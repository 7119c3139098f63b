// The answer envelope of every JSON call: `{status: {success}, data, meta?}`; a failure's data is
// `{error, fields?, retryAfter?, message?}`.
import { format } from '@tourplanner/i18n-pl/format';
import { LIMIT_TEXTS } from '@tourplanner/i18n-pl/server';
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../errors';

export const success = (data: unknown, meta?: unknown) =>
  meta === undefined ? { status: { success: true }, data } : { status: { success: true }, data, meta };

export function sendFailure(reply: FastifyReply, err: ApiError) {
  const data: Record<string, unknown> = { error: err.code, ...(err.extra ?? {}) };
  if (err.fields) data.fields = err.fields;
  // A refusal to wait for: how long, in the header (RFC 9110) and in the body with a Polish text.
  if (err.retryAfter !== undefined) {
    reply.header('retry-after', String(err.retryAfter));
    data.retryAfter = err.retryAfter;
    data.message = format(LIMIT_TEXTS.wait, { seconds: err.retryAfter });
  }
  const body: Record<string, unknown> = { status: { success: false }, data };
  if (err.meta) body.meta = err.meta;
  return reply.code(err.status).type('application/json; charset=utf-8').send(body);
}
