// The first ADMIN of a production database (production seeds no accounts), made by the
// create-admin command: refused while an active ADMIN exists unless forced, for an e-mail another
// account has, and for a password the domain's policy refuses.
import { checkPassword, type PasswordProblem } from '@tourplanner/domain/password-policy';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword } from '../passwords/password';

const name = z.string().trim().min(1).max(100);
export const firstAdminInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  firstname: name,
  lastname: name,
  password: z.string(),
  /** Create one more ADMIN although one exists (a lost password with no mail configured). */
  force: z.boolean().default(false),
});
export type FirstAdminInput = z.input<typeof firstAdminInput>;

export type FirstAdminResult =
  | { created: true; id: string; ident: string; email: string }
  | { created: false; reason: 'invalid'; fields: string[] }
  | { created: false; reason: 'password'; problem: PasswordProblem }
  | { created: false; reason: 'admin_exists'; admins: string[] }
  | { created: false; reason: 'email_taken' };

/** Serialises two create-admin runs on one database (both would otherwise see no ADMIN). */
const LOCK_KEY = 'tourplanner:create-admin';

export async function createFirstAdmin(db: Db, raw: FirstAdminInput, now: Date): Promise<FirstAdminResult> {
  const parsed = firstAdminInput.safeParse(raw);
  if (!parsed.success) {
    return { created: false, reason: 'invalid', fields: parsed.error.issues.map((i) => i.path.join('.')) };
  }
  const input = parsed.data;
  const problem = checkPassword(input.password, { email: input.email });
  if (problem) return { created: false, reason: 'password', problem };
  // Hashed before the transaction: argon2 takes a while and needs no lock.
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
    const admins = await tx.execute<{ email: string }>(
      sql`select email from ${users} where role = 'ADMIN' and active order by created_at`,
    );
    if (admins.rows.length > 0 && !input.force) {
      return { created: false, reason: 'admin_exists', admins: admins.rows.map((r) => r.email) };
    }
    const taken = await tx.execute(sql`select 1 from ${users} where lower(email) = ${input.email}`);
    if (taken.rows.length > 0) return { created: false, reason: 'email_taken' };

    // ADMIN-001, ADMIN-002, …: the next number after the highest one in use.
    const last = await tx.execute<{ n: number | null }>(
      sql`select max(substring(ident from '^ADMIN-([0-9]+)$')::int) as n from ${users}`,
    );
    const ident = `ADMIN-${String((last.rows[0]?.n ?? 0) + 1).padStart(3, '0')}`;
    const [row] = await tx
      .insert(users)
      .values({
        ident,
        role: 'ADMIN',
        email: input.email,
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        passwordChangedAt: now,
      })
      .returning({ id: users.id });
    return { created: true, id: row!.id, ident, email: input.email };
  });
}
