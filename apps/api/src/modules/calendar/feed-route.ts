// GET /calendar/<token>.ics: the feed a calendar app subscribes to. No session: the secret token
// is the key, so a wrong, ended or deactivated one answers the same bare 404, and the request log
// never holds the path (app.ts's request serializer writes it as /calendar/[redacted].ics). The
// global rate limit counts it against the caller's address, like every call without a session.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import { sendFailure } from '../../http/envelope';
import type { AppDeps } from '../../infra/deps';
import { feedOwner } from './feeds.service';
import { buildIcs, ICS_CONTENT_TYPE, publicHost } from './ics';
import type { NamePolicy } from './service';
import { feedActions } from './service';

export const FEED_ROUTE = '/calendar/:file';

/** The feed's path with the token hidden, for the logs. */
export const redactFeedPath = (url: string) =>
  url.replace(/^\/calendar\/[^/?#]+\.ics/, '/calendar/[redacted].ics');

export function registerCalendarFeed(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { file: string } }>(FEED_ROUTE, async (req, reply) => {
    const match = /^(.+)\.ics$/.exec(req.params.file);
    const owner = match ? await feedOwner(deps, match[1]!) : null;
    if (!owner) return sendFailure(reply, new ApiError('E_NOT_FOUND'));
    const now = deps.now();
    const names: NamePolicy =
      owner.role === 'HST'
        ? { kind: 'only', userId: owner.id }
        : owner.role === 'CLIENT'
          ? { kind: 'initial' }
          : { kind: 'full' };
    const text = buildIcs(await feedActions(deps, owner, now), { host: publicHost(deps.env), names, now });
    return reply
      .header('content-type', ICS_CONTENT_TYPE)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(text);
  });
}
