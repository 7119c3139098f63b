// Glo devices: marking a serial used (once, even under concurrent calls) and adding imported
// serials (duplicates skipped).
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import { devices } from '../../db/schema/devices';
import type { AppDeps } from '../../infra/deps';
import { deviceAlreadyRegistered, deviceNotFound } from './serials';

const INSERT_CHUNK = 1000;

/** Marks a known, unused serial (normal form) as used; error_device_not_found or _already_registered. */
export async function burnDevice(deps: AppDeps, user: SessionUser, serial: string) {
  // One conditional UPDATE: PostgreSQL re-checks `burned_at is null` on the row after a
  // concurrent burn commits, so of concurrent burns of one serial exactly one gets a row back.
  const burned = await deps.db
    .update(devices)
    .set({ burnedAt: deps.now(), burnedBy: user.id })
    .where(and(eq(devices.serial, serial), isNull(devices.burnedAt)))
    .returning({ id: devices.id });
  if (burned.length) return;
  const [exists] = await deps.db.select({ id: devices.id }).from(devices).where(eq(devices.serial, serial));
  throw exists ? deviceAlreadyRegistered() : deviceNotFound();
}

/** Adds the serials not yet known; answers how many were added. */
export async function importDevices(
  deps: AppDeps,
  user: SessionUser,
  rows: { serial: string; model: string | null }[],
): Promise<number> {
  const seen = new Set<string>();
  const now = deps.now();
  const values = rows
    .filter((r) => !seen.has(r.serial) && seen.add(r.serial))
    .map((r) => ({ ...r, importedBy: user.id, importedAt: now }));
  return deps.db.transaction(async (tx) => {
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
}
