// /code/list, /code/import and /code/export (additions, DESIGN.md "codes screen"): code pools per
// event and group with totals, a CSV import that is all-or-nothing, and the CSV export with each
// code's current state.
import type { CodePoolEvent } from '@tourplanner/domain/entities';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CODE_STATES, type CodeState, codes } from '../../db/schema/codes';
import { events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { dayOf } from '../../lib/dates';
import { type CsvProblem, csvInvalid, csvText, parseCsv, writeCsv } from './csv';

export const CODE_CSV_COLUMNS = ['code', 'event', 'group', 'state', 'hostess'] as const;
const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const GROUP_MAX = 100;
const INSERT_CHUNK = 1000;

interface CodeRow {
  line: number;
  code: string;
  eventIdent: string;
  group: string;
  state: CodeState;
  hostess: string | null;
}

/** Reads and checks every line; throws E_CSV_INVALID listing all the bad ones. */
function readCodeCsv(text: string): CodeRow[] {
  const lines = parseCsv(text);
  const header = lines[0];
  if (!header) throw csvInvalid([{ line: 1, message: 'plik jest pusty' }]);
  const names = header.cells.map((c) => c.toLowerCase());
  const col = Object.fromEntries(CODE_CSV_COLUMNS.map((n) => [n, names.indexOf(n)])) as Record<
    (typeof CODE_CSV_COLUMNS)[number],
    number
  >;
  const missing = (['code', 'event', 'group'] as const).filter((n) => col[n] < 0);
  if (missing.length) {
    throw csvInvalid([
      {
        line: header.line,
        message: `nagłówek musi zawierać kolumny ${CODE_CSV_COLUMNS.join(';')} (brak: ${missing.join(', ')})`,
      },
    ]);
  }
  const problems: CsvProblem[] = [];
  const rows: CodeRow[] = [];
  for (const { line, cells } of lines.slice(1)) {
    const at = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');
    const code = at(col.code);
    const eventIdent = at(col.event);
    const group = at(col.group);
    const stateRaw = at(col.state).toLowerCase();
    const hostess = at(col.hostess).toLowerCase();
    const bad: string[] = [];
    if (!CODE_RE.test(code)) bad.push('kod musi mieć 1–64 znaki: litery, cyfry, „-” lub „_”');
    if (!eventIdent) bad.push('brak eventu');
    if (!group || group.length > GROUP_MAX || /^[=+\-@]/.test(group))
      bad.push(`grupa musi mieć 1–${GROUP_MAX} znaków i nie zaczynać się od = + - @`);
    const state = (stateRaw || 'available') as CodeState;
    if (!CODE_STATES.includes(state)) bad.push(`stan musi być jednym z: ${CODE_STATES.join(', ')}`);
    if (hostess && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(hostess)) bad.push('niepoprawny e-mail hostessy');
    if (state === 'assigned' && !hostess) bad.push('kod przypisany wymaga e-maila hostessy');
    if (state === 'available' && hostess) bad.push('kod dostępny nie może mieć hostessy');
    if (bad.length) problems.push({ line, message: bad.join('; ') });
    else rows.push({ line, code, eventIdent, group, state, hostess: hostess || null });
  }
  if (problems.length) throw csvInvalid(problems);
  return rows;
}

export const codeHandlers = defineHandlers({
  async codeList(ctx) {
    const { db } = ctx.deps;
    const n = (state: CodeState) => sql<number>`(count(*) filter (where ${codes.state} = ${state}))::int`;
    const rows = await db
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
      .where(ctx.body.event ? eq(codes.eventId, ctx.body.event.uuid) : undefined)
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
    return { data: [...byEvent.values()] };
  },

  async codeImport(ctx) {
    const user = caller(ctx);
    const { db } = ctx.deps;
    const rows = readCodeCsv(csvText(ctx.files));
    // Every event ident and hostess e-mail must exist: checked for all lines before any insert.
    const idents = [...new Set(rows.map((r) => r.eventIdent))];
    const emails = [...new Set(rows.flatMap((r) => (r.hostess ? [r.hostess] : [])))];
    const eventRows = idents.length
      ? await db
          .select({ id: events.id, ident: events.ident })
          .from(events)
          .where(inArray(events.ident, idents))
      : [];
    const hostessRows = emails.length
      ? await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(inArray(users.email, emails), eq(users.role, 'HST')))
      : [];
    const eventId = new Map(eventRows.map((e) => [e.ident, e.id]));
    const hostessId = new Map(hostessRows.map((h) => [h.email, h.id]));
    const problems: CsvProblem[] = [];
    for (const r of rows) {
      const bad: string[] = [];
      if (!eventId.has(r.eventIdent)) bad.push(`nie ma eventu „${r.eventIdent}”`);
      if (r.hostess && !hostessId.has(r.hostess)) bad.push(`nie ma hostessy ${r.hostess}`);
      if (bad.length) problems.push({ line: r.line, message: bad.join('; ') });
    }
    if (problems.length) throw csvInvalid(problems);

    const now = ctx.deps.now();
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
    const imported = await db.transaction(async (tx) => {
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
    ctx.deps.log.info({ imported, lines: rows.length }, 'codes imported');
    return { data: { imported, skipped: rows.length - imported } };
  },

  async codeExport(ctx) {
    const { db } = ctx.deps;
    const rows = await db
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
      .where(ctx.body.event ? eq(codes.eventId, ctx.body.event.uuid) : undefined)
      .orderBy(asc(events.ident), asc(codes.groupName), asc(codes.code));
    const file = writeCsv([
      [...CODE_CSV_COLUMNS],
      ...rows.map((r) => [r.code, r.event, r.group, r.state, r.hostess ?? '']),
    ]);
    return { file, contentType: 'text/csv; charset=utf-8', filename: `kody-${dayOf(ctx.deps.now())}.csv` };
  },
});
