// /device/burn (a Glo serial is marked used, once, even under concurrent calls) and /device/import
// (ADMIN: serials from CSV, duplicates skipped, all-or-nothing on bad lines).
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { csvText } from '../../infra/csv';
import { deviceNotFound, normalizeSerial, readSerialCsv, SERIAL_RE } from './serials';
import { burnDevice, importDevices } from './service';

export const deviceHandlers = defineHandlers({
  async deviceBurn(ctx) {
    const serial = normalizeSerial(ctx.body.device.serialNumber);
    if (!SERIAL_RE.test(serial)) throw deviceNotFound();
    await burnDevice(ctx.deps, caller(ctx), serial);
    return { data: {} };
  },

  async deviceImport(ctx) {
    const user = caller(ctx);
    const rows = readSerialCsv(csvText(ctx.files));
    const imported = await importDevices(ctx.deps, user, rows);
    ctx.deps.log.info({ imported, lines: rows.length }, 'device serials imported');
    return { data: { imported, skipped: rows.length - imported } };
  },
});
