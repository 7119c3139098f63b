// /device/burn (a Glo serial is marked used, once, even under concurrent calls) and /device/import
// (ADMIN: serials from CSV, duplicates skipped, all-or-nothing on bad lines).
import { and, eq, isNull } from 'drizzle-orm';
import { devices } from '../../db/schema/devices';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { type CsvProblem, csvInvalid, csvText, parseCsv } from '../codes/csv';
import { deviceAlreadyRegistered, deviceNotFound, normalizeSerial, SERIAL_RE } from './serials';

const INSERT_CHUNK = 1000;
const MODEL_MAX = 100;

export const deviceHandlers = defineHandlers({
  async deviceBurn(ctx) {
    const user = caller(ctx);
    const { db } = ctx.deps;
    const serial = normalizeSerial(ctx.body.device.serialNumber);
    if (!SERIAL_RE.test(serial)) throw deviceNotFound();
    // One conditional UPDATE: PostgreSQL re-checks `burned_at is null` on the row after a
    // concurrent burn commits, so of concurrent burns of one serial exactly one gets a row back.
    const burned = await db
      .update(devices)
      .set({ burnedAt: ctx.deps.now(), burnedBy: user.id })
      .where(and(eq(devices.serial, serial), isNull(devices.burnedAt)))
      .returning({ id: devices.id });
    if (burned.length) return { data: {} };
    const [exists] = await db.select({ id: devices.id }).from(devices).where(eq(devices.serial, serial));
    throw exists ? deviceAlreadyRegistered() : deviceNotFound();
  },

  async deviceImport(ctx) {
    const user = caller(ctx);
    const { db } = ctx.deps;
    const lines = parseCsv(csvText(ctx.files));
    // An optional header: "serial" or "serial;model".
    const first = lines[0]?.cells[0]?.toLowerCase();
    const body = first === 'serial' || first === 'serialnumber' || first === 'numer' ? lines.slice(1) : lines;
    if (!body.length) throw csvInvalid([{ line: 1, message: 'plik nie zawiera numerów seryjnych' }]);
    const problems: CsvProblem[] = [];
    const rows: { serial: string; model: string | null }[] = [];
    for (const { line, cells } of body) {
      const serial = normalizeSerial(cells[0] ?? '');
      const model = (cells[1] ?? '').trim();
      const bad: string[] = [];
      if (!SERIAL_RE.test(serial)) bad.push('numer seryjny musi mieć 4–64 znaki: litery, cyfry lub „-”');
      if (model.length > MODEL_MAX) bad.push(`model może mieć najwyżej ${MODEL_MAX} znaków`);
      if (cells.length > 2 && cells.slice(2).some((c) => c !== '')) bad.push('za dużo kolumn');
      if (bad.length) problems.push({ line, message: bad.join('; ') });
      else rows.push({ serial, model: model || null });
    }
    if (problems.length) throw csvInvalid(problems);
    const seen = new Set<string>();
    const now = ctx.deps.now();
    const values = rows
      .filter((r) => !seen.has(r.serial) && seen.add(r.serial))
      .map((r) => ({ ...r, importedBy: user.id, importedAt: now }));
    const imported = await db.transaction(async (tx) => {
      let count = 0;
      for (let i = 0; i < values.length; i += INSERT_CHUNK) {
        const done = await tx
          .insert(devices)
          .values(values.slice(i, i + INSERT_CHUNK))
          .onConflictDoNothing({ target: devices.serial })
          .returning({ id: devices.id });
        count += done.length;
      }
      return count;
    });
    ctx.deps.log.info({ imported, lines: rows.length }, 'device serials imported');
    return { data: { imported, skipped: rows.length - imported } };
  },
});
