// Code pools: totals per event and group, an import that only adds (all-or-nothing on bad
// lines, ./code-csv.ts reads them) and the rows of the export with each code's current state.
import type { CodePoolEvent } from '@tourplanner/domain/entities';
import { format } from '@tourplanner/i18n-pl/format';
import { CODE_IMPORT_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import { type CodeState, codes } from '../../db/schema/codes';
import { events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { type CsvProblem, csvInvalid } from '../../infra/csv';
import type { AppDeps } from '../../infra/deps';
import type { CodeRow } from './code-csv';

const INSERT_CHUNK = 1000;

/** The pools of one event (or of all): per event its groups, with totals by state. */
export async function listCodePools(deps: AppDeps, eventId: string | undefined): Promise<CodePoolEvent[]> {
  const n = (state: CodeState) => sql<number>`(count(*) filter (where ${codes.state} = ${state}))::int`;
  const rows = await deps.db
    .select({
      eventId: events.id,
      ident: events.ident,
      name: events.name,
      group: codes.groupName,
      sum: sql<number>`count(*)::int`,
      released: n('released'),
      assigned: n('assigned'),
      available: n('available'),
    })
    .from(codes)
    .innerJoin(events, eq(events.id, codes.eventId))
    .where(eventId ? eq(codes.eventId, eventId) : undefined)
    .groupBy(events.id, events.ident, events.name, codes.groupName)
    .orderBy(asc(events.name), asc(events.ident), asc(codes.groupName));
  const byEvent = new Map<string, CodePoolEvent>();
  for (const r of rows) {
    let pool = byEvent.get(r.eventId);
    if (!pool) {
      pool = {
        event: { uuid: r.eventId, ident: r.ident, name: r.name },
        name: r.name,
        sum: 0,
        released: 0,
        assigned: 0,
        available: 0,
        groups: [],
      };
      byEvent.set(r.eventId, pool);
    }
    const g = {
      name: r.group,
      sum: r.sum,
      released: r.released,
      assigned: r.assigned,
      available: r.available,
    };
    pool.groups.push(g);
    pool.sum += g.sum;
    pool.released += g.released;
    pool.assigned += g.assigned;
    pool.available += g.available;
  }
  return [...byEvent.values()];
}

/**
 * Adds the codes of checked CSV rows; every event ident and hostess e-mail must exist (all lines
 * are checked before any insert). Answers how many were added (codes already in a pool are skipped).
 */
export async function importCodes(deps: AppDeps, user: SessionUser, rows: CodeRow[]): Promise<number> {
  // Every event ident and hostess e-mail must exist: checked for all lines before any insert.
  const idents = [...new Set(rows.map((r) => r.eventIdent))];
  const emails = [...new Set(rows.flatMap((r) => (r.hostess ? [r.hostess] : [])))];
  const eventRows = idents.length
    ? await deps.db
        .select({ id: events.id, ident: events.ident })
        .from(events)
        .where(inArray(events.ident, idents))
    : [];
  const hostessRows = emails.length
    ? await deps.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.email, emails), eq(users.role, 'HST'), eq(users.active, true)))
    : [];
  const eventId = new Map(eventRows.map((e) => [e.ident, e.id]));
  const hostessId = new Map(hostessRows.map((h) => [h.email, h.id]));
  const problems: CsvProblem[] = [];
  for (const r of rows) {
    const bad: string[] = [];
    if (!eventId.has(r.eventIdent)) bad.push(format(CODE_IMPORT_TEXTS.unknownEvent, { event: r.eventIdent }));
    if (r.hostess && !hostessId.has(r.hostess))
      bad.push(format(CODE_IMPORT_TEXTS.unknownHostess, { email: r.hostess }));
    if (bad.length) problems.push({ line: r.line, message: bad.join('; ') });
  }
  if (problems.length) throw csvInvalid(problems);

  const now = deps.now();
  const seen = new Set<string>();
  const values = rows
    .filter((r) => !seen.has(r.code) && seen.add(r.code))
    .map((r) => ({
      code: r.code,
      eventId: eventId.get(r.eventIdent)!,
      groupName: r.group,
      state: r.state,
      hostessId: r.hostess ? hostessId.get(r.hostess)! : null,
      assignedAt: r.state === 'available' ? null : now,
      releasedAt: r.state === 'released' ? now : null,
      importedBy: user.id,
      createdAt: now,
      updatedAt: now,
    }));
  // Codes already in a pool are skipped (not moved): an import only adds.
  const imported = await deps.db.transaction(async (tx) => {
    let count = 0;
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      const done = await tx
        .insert(codes)
        .values(values.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing({ target: codes.code })
        .returning({ id: codes.id });
      count += done.length;
    }
    return count;
  });
  return imported;
}

/** Every code (of one event, or all) with its event, group, state and hostess, for the CSV export. */
export async function codesForExport(deps: AppDeps, eventId: string | undefined) {
  return deps.db
    .select({
      code: codes.code,
      event: events.ident,
      group: codes.groupName,
      state: codes.state,
      hostess: users.email,
    })
    .from(codes)
    .innerJoin(events, eq(events.id, codes.eventId))
    .leftJoin(users, eq(users.id, codes.hostessId))
    .where(eventId ? eq(codes.eventId, eventId) : undefined)
    .orderBy(asc(events.ident), asc(codes.groupName), asc(codes.code));
}
