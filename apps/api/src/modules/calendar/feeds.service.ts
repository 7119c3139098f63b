// A person's calendar feed: a new secret link ends the old one; the link's token is shown once and
// only its SHA-256 kept; a feed whose person was deactivated is no feed (404), like an ended one.
import type { RoleId } from '@tourplanner/domain/entities';
import { and, eq, isNull } from 'drizzle-orm';
import { eventIdsOfUser, type SessionUser, territoryIdsOfUser } from '../../access/sessions';
import { hashToken, newToken } from '../../access/tokens';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema/calendar';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../infra/deps';

/** Who a feed belongs to, with her reach (territories, a client's events) as of now. */
export interface FeedOwner {
  id: string;
  role: RoleId;
  territoryIds: string[];
  eventIds: string[];
}

/** A feed token as the URL carries it: 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's address: `<PUBLIC_API_URL>/calendar/<token>.ics`. */
export const feedUrl = (deps: Pick<AppDeps, 'env'>, token: string) =>
  `${deps.env.PUBLIC_API_URL.replace(/\/+$/, '')}/calendar/${token}.ics`;

/** Ends the caller's live feed and starts a new one; answers its URL (the only time it is shown). */
export async function createFeed(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  user: SessionUser,
): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await endFeeds(tx, user.id, now);
    await tx.insert(calendarFeeds).values({ userId: user.id, tokenHash: hashToken(token), createdAt: now });
  });
  return feedUrl(deps, token);
}

/** Ends every live feed of the person (a new link, a deactivated account). */
export async function endFeeds(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ endedAt: now })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.endedAt)));
}

/** The owner of a live feed's token, or null: unknown, ended, or its person deactivated. */
export async function feedOwner(deps: Pick<AppDeps, 'db'>, token: string): Promise<FeedOwner | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await deps.db
    .select({
      id: users.id,
      role: users.role,
      territoryIds: territoryIdsOfUser(),
      eventIds: eventIdsOfUser(),
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashToken(token)),
        isNull(calendarFeeds.endedAt),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
