// The request rate limit, keyed by who is calling, not where from (docs/decisions/0014): a request
// with a live session counts against that session (RATE_LIMIT_PER_MINUTE), any other request
// against the client's address (RATE_LIMIT_ANONYMOUS_PER_MINUTE), so that 200 tablets behind one
// shop's Wi-Fi address are 200 clients. A made-up token is no way around it: it counts against
// the address. The counters are the database's (infra/throttle.ts), shared by every API process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import type { AppDeps } from '../infra/deps';
import { takeAttempt } from '../infra/throttle';
import { sessionOfRequest } from './authenticate';

const MINUTE_MS = 60_000;

/** The counter a request counts against, with its limit per minute. */
async function bucketOf(deps: AppDeps, req: FastifyRequest): Promise<{ key: string; limit: number }> {
  const found = await sessionOfRequest(deps, req);
  if (found?.ok)
    return { key: `rate:session:${found.user.sessionId}`, limit: deps.env.RATE_LIMIT_PER_MINUTE };
  return { key: `rate:ip:${req.ip}`, limit: deps.env.RATE_LIMIT_ANONYMOUS_PER_MINUTE };
}

/** Counts every request but CORS preflights (answered without work) before its route runs. */
export function registerRateLimit(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const { key, limit } = await bucketOf(deps, req);
    const now = deps.now();
    const attempt = await takeAttempt(deps.db, key, { limit, windowMs: MINUTE_MS }, now);
    reply.header('x-ratelimit-limit', String(limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - attempt.count)));
    if (!attempt.allowed) throw tooManyRequests(attempt.windowEndsAt.getTime() - now.getTime());
  });
}
