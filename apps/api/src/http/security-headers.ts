// The security headers of every answer of the API (what @fastify/helmet would set, written out so
// each one is a decision): no sniffing, no framing, no referrer, no caching of anything but the
// static files of the API documentation, and HSTS when the API is served over HTTPS.
import type { FastifyInstance } from 'fastify';

/** The JSON answers load nothing and may be framed by nobody. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The API documentation (Swagger UI at /docs): its own scripts and styles, the inline styles the
 * UI sets on its elements, its data: icons and its document from /docs/json.
 */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const DOCS_PREFIX = '/docs';

/** Headers every answer carries, including those the HTTP server writes itself (./refusals.ts). */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
  'x-dns-prefetch-control': 'off',
  'content-security-policy': API_CSP,
  'cache-control': 'no-store',
};

/**
 * Sets the headers on every answer. Every answer of a call carries `Cache-Control: no-store`:
 * nearly all carry a token or personal data (sign-in, session, users, leads, receipts, files) and
 * none is worth caching. Only the static files of /docs keep their own caching.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { hstsMaxAgeSeconds: number }) {
  const hsts =
    opts.hstsMaxAgeSeconds > 0 ? `max-age=${opts.hstsMaxAgeSeconds}; includeSubDomains` : undefined;
  app.addHook('onSend', async (req, reply, payload) => {
    const docs = req.url === DOCS_PREFIX || req.url.startsWith(`${DOCS_PREFIX}/`);
    for (const [name, value] of Object.entries(BASE_HEADERS)) {
      if (name === 'cache-control' && (docs || reply.hasHeader(name))) continue;
      reply.header(name, value);
    }
    if (docs) reply.header('content-security-policy', DOCS_CSP);
    if (hsts) reply.header('strict-transport-security', hsts);
    return payload;
  });
}
