// The answer envelope of every JSON call: `{status: {success}, data, meta?}`.
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../errors';

export const success = (data: unknown, meta?: unknown) =>
  meta === undefined ? { status: { success: true }, data } : { status: { success: true }, data, meta };

export function sendFailure(reply: FastifyReply, err: ApiError) {
  const data: Record<string, unknown> = { error: err.code, ...(err.extra ?? {}) };
  if (err.fields) data.fields = err.fields;
  const body: Record<string, unknown> = { status: { success: false }, data };
  if (err.meta) body.meta = err.meta;
  return reply.code(err.status).type('application/json; charset=utf-8').send(body);
}
