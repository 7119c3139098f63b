// Refusals outside a route's handler, in our envelope rather than Fastify's or Node's own bodies:
// the router's (a URL that does not decode, a path parameter over the router's limit), the HTTP
// server's (a malformed request, headers too large, a client too slow), a URL longer than any call
// takes, and a plugin's own error body (a CORS preflight without its headers).
import type { Socket } from 'node:net';
import type { ErrorCode } from '@tourplanner/api-client/errors';
import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../errors';
import { sendFailure } from './envelope';
import { BASE_HEADERS } from './security-headers';

/** No call's URL comes near it; a longer one answers 414 before it is routed. */
export const MAX_URL_LENGTH = 2048;

const uriTooLong = () => fail.validation([{ path: '', message: REQUEST_TEXTS.uriTooLong }], 414);

/** Fastify's `frameworkErrors`: the router could not route the URL. */
export function onFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.log.info({ code: error.code }, 'request refused by the router');
  // This reply skips the app's hooks: it carries the headers itself.
  reply.headers({ ...BASE_HEADERS });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendFailure(reply, uriTooLong());
  return sendFailure(reply, fail.field('', REQUEST_TEXTS.invalidRequest));
}

/**
 * Fastify's `clientErrorHandler`: the HTTP parser refused the request before Fastify saw it. The
 * connection cannot be read further, so the answer closes it.
 */
export function onClientError(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, REQUEST_TEXTS.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, REQUEST_TEXTS.headersTooLarge]
        : [400, REQUEST_TEXTS.invalidRequest];
  this.log.debug({ code: err.code }, 'malformed request refused');
  const body = JSON.stringify({
    status: { success: false },
    data: { error: 'E_VALIDATION', fields: [{ path: '', message }] },
  });
  const head = [
    `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(BASE_HEADERS).map(([k, v]) => `${k}: ${v}`),
  ];
  if (socket.writable) socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  else socket.destroy();
}

const ENVELOPE_FAILURE = '{"status":{"success":false}';

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'E_UNAUTHORIZED',
  403: 'E_FORBIDDEN',
  404: 'E_NOT_FOUND',
  413: 'E_PAYLOAD_TOO_LARGE',
  429: 'E_TOO_MANY_REQUESTS',
};

/**
 * Hooks every answer passes: a URL over MAX_URL_LENGTH is refused first, and a failure some
 * plugin answered in its own words (text, or JSON of another shape) is rewritten as our envelope.
 */
export function registerRefusals(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (req.url.length > MAX_URL_LENGTH) throw uriTooLong();
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    if (typeof payload === 'string' && payload.startsWith(ENVELOPE_FAILURE)) return payload;
    const status = reply.statusCode;
    const code = CODE_OF_STATUS[status] ?? (status >= 500 ? 'E_INTERNAL' : 'E_VALIDATION');
    req.log.info({ status }, 'a failure answered outside the envelope was rewritten');
    const fields =
      code === 'E_VALIDATION' ? [{ path: '', message: REQUEST_TEXTS.invalidRequest }] : undefined;
    reply.removeHeader('content-length');
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({
      status: { success: false },
      data: { error: code, ...(fields ? { fields } : {}) },
    });
  });
}
