// Who is calling: the session of the Bearer token (src/access/sessions.ts), refused with
// E_UNAUTHORIZED or E_EXPIRED, then the contract entry's role check (E_FORBIDDEN).
import type { CallDef } from '@tourplanner/api-client/define';
import type { FastifyRequest } from 'fastify';
import { resolveSession, type SessionUser } from '../access/sessions';
import { ApiError } from '../errors';
import type { AppDeps } from '../infra/deps';
import type { ThrottleRule } from '../infra/throttle';

export function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{10,200})$/.exec(h.trim());
  return m?.[1] ?? null;
}

type Lookup = Awaited<ReturnType<typeof resolveSession>>;
const lookups = new WeakMap<FastifyRequest, Promise<Lookup>>();

/**
 * The session of the request's Bearer token, looked up once per request: the rate limit asks first
 * (`count`: the same statement counts the request against the session) and the route's
 * authentication reuses the answer. Null without a well-formed token.
 */
export function sessionOfRequest(
  deps: AppDeps,
  req: FastifyRequest,
  count?: { rule: ThrottleRule },
): Promise<Lookup> | null {
  const token = bearerOf(req);
  if (!token) return null;
  let found = lookups.get(req);
  if (!found) {
    found = resolveSession(deps, token, count);
    lookups.set(req, found);
  }
  return found;
}

/** The caller of a session call (null for a call with auth 'none'). */
export async function authenticate(
  deps: AppDeps,
  req: FastifyRequest,
  def: CallDef,
): Promise<SessionUser | null> {
  if (def.auth === 'none') return null;
  const lookup = sessionOfRequest(deps, req);
  if (!lookup) throw new ApiError('E_UNAUTHORIZED');
  const found = await lookup;
  if (!found.ok) throw new ApiError(found.reason === 'expired' ? 'E_EXPIRED' : 'E_UNAUTHORIZED');
  // A call that declares no roles is refused to everyone: a missing rule must not mean "open".
  if (def.roles === 'anyone' || !def.roles.includes(found.user.role)) throw new ApiError('E_FORBIDDEN');
  return found.user;
}
