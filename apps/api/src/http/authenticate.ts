// Who is calling: the session of the Bearer token (src/access/sessions.ts), refused with
// E_UNAUTHORIZED or E_EXPIRED, then the contract entry's role check (E_FORBIDDEN).
import type { CallDef } from '@tourplanner/api-client/define';
import type { FastifyRequest } from 'fastify';
import { resolveSession, type SessionLookup, type SessionUser } from '../access/sessions';
import { ApiError } from '../errors';
import type { AppDeps } from '../infra/deps';

export function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{10,200})$/.exec(h.trim());
  return m?.[1] ?? null;
}

const lookups = new WeakMap<FastifyRequest, Promise<SessionLookup>>();

/**
 * The session of the request's Bearer token, looked up once per request (the rate limit keys on
 * it before the route authenticates); null without a well-formed token.
 */
export function sessionOfRequest(deps: AppDeps, req: FastifyRequest): Promise<SessionLookup> | null {
  const token = bearerOf(req);
  if (!token) return null;
  let found = lookups.get(req);
  if (!found) {
    found = resolveSession(deps, token);
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
