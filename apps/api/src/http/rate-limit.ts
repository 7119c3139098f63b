// The request rate limit, keyed by who is calling, not where from (docs/decisions/0014): a request
// with a live session counts against that session (RATE_LIMIT_PER_MINUTE), any other request
// against the client's address (RATE_LIMIT_ANONYMOUS_PER_MINUTE), so that 200 tablets behind one
// shop's Wi-Fi address are 200 clients. A made-up token is no way around it: it counts against
// the address. The counters are the database's (infra/throttle.ts), shared by every API process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import type { AppDeps } from '../infra/deps';
import { type Attempt, attemptOf, takeAttempt } from '../infra/throttle';
import { sessionOfRequest } from './authenticate';

const MINUTE_MS = 60_000;

/**
 * Counts the request against its bucket: a live session's count comes with the session's lookup
 * (one statement, src/access/sessions.ts); any other request counts against the address.
 */
async function countRequest(
  deps: AppDeps,
  req: FastifyRequest,
  now: Date,
): Promise<{ limit: number; attempt: Attempt }> {
  const sessionRule = { limit: deps.env.RATE_LIMIT_PER_MINUTE, windowMs: MINUTE_MS };
  const found = await sessionOfRequest(deps, req, { rule: sessionRule });
  if (found?.ok && found.counted)
    return { limit: sessionRule.limit, attempt: await attemptOf(deps.db, found.counted, sessionRule, now) };
  const limit = deps.env.RATE_LIMIT_ANONYMOUS_PER_MINUTE;
  return {
    limit,
    attempt: await takeAttempt(deps.db, `rate:ip:${req.ip}`, { limit, windowMs: MINUTE_MS }, now),
  };
}

/** Counts every request but CORS preflights (answered without work) before its route runs. */
export function registerRateLimit(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const now = deps.now();
    const { limit, attempt } = await countRequest(deps, req, now);
    reply.header('x-ratelimit-limit', String(limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - attempt.count)));
    if (!attempt.allowed) throw tooManyRequests(attempt.windowEndsAt.getTime() - now.getTime());
  });
}
