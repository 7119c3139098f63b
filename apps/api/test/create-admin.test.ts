// The first ADMIN of a production database: the service's rules on PGlite and PostgreSQL (then a
// sign-in through HTTP as that ADMIN), and the command itself: password on standard input or at a
// terminal without echo, never from argv, migrations first, the refusals and their exit codes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/env';
import { createFirstAdmin } from '../src/modules/users/first-admin.service';
import { BACKENDS, startTestApp, type TestApp } from './harness';

const PASSWORD = 'koń jedzie przez las';
const now = new Date('2026-11-23T10:00:00Z');

describe.each(BACKENDS)('createFirstAdmin on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const admin = { email: ' Anna.Nowak@Agency.PL ', firstname: 'Anna', lastname: 'Nowak', password: PASSWORD };

  it('creates the first ADMIN, who signs in and reaches an ADMIN-only call', async () => {
    const result = await createFirstAdmin(t.deps.db, admin, now);
    expect(result).toMatchObject({ created: true, ident: 'ADMIN-001', email: 'anna.nowak@agency.pl' });
    const token = await t.login('anna.nowak@agency.pl', PASSWORD);
    const me = await t.call<{ user: { role: { uuid: string } } }>('session', {}, { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.role.uuid).toBe('ADMIN');
    expect((await t.call('codeList', {}, { token })).status).toBe(200);
  });

  it('refuses a second ADMIN unless forced, naming the one that exists', async () => {
    const again = { ...admin, email: 'jan@agency.pl', firstname: 'Jan', lastname: 'Kowalski' };
    expect(await createFirstAdmin(t.deps.db, again, now)).toEqual({
      created: false,
      reason: 'admin_exists',
      admins: ['anna.nowak@agency.pl'],
    });
    expect(await createFirstAdmin(t.deps.db, { ...again, force: true }, now)).toMatchObject({
      created: true,
      ident: 'ADMIN-002',
    });
  });

  it('refuses an e-mail an account has, in any case, even when forced', async () => {
    const same = { ...admin, email: 'ANNA.NOWAK@agency.pl', force: true };
    expect(await createFirstAdmin(t.deps.db, same, now)).toEqual({ created: false, reason: 'email_taken' });
  });

  it('applies the password policy and checks the e-mail and names', async () => {
    const other = { ...admin, email: 'ewa@agency.pl', force: true };
    expect(await createFirstAdmin(t.deps.db, { ...other, password: 'short' }, now)).toMatchObject({
      reason: 'password',
      problem: 'too_short',
    });
    expect(await createFirstAdmin(t.deps.db, { ...other, password: 'password1234' }, now)).toMatchObject({
      reason: 'password',
      problem: 'common',
    });
    expect(await createFirstAdmin(t.deps.db, { ...other, password: 'ewa@agency.pl' }, now)).toMatchObject({
      reason: 'password',
    });
    expect(
      await createFirstAdmin(t.deps.db, { ...other, email: 'not an e-mail', firstname: ' ' }, now),
    ).toEqual({ created: false, reason: 'invalid', fields: ['email', 'firstname'] });
    const rows = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email = 'ewa@agency.pl'`,
    );
    expect(rows.rows[0]!.n).toBe(0);
  });
});

/** Runs the command from source (tsx) as an operator would, with `input` on standard input. */
function createAdmin(args: string[], env: Record<string, string>, input?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', NODE_ENV: 'production', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.stdin.end(input);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the create-admin command on a PGlite DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-create-admin-'));
  const env = { DATA_DIR: dataDir };
  const names = ['--first-name', 'Anna', '--last-name', 'Nowak'];
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('never takes the password from the command line', async () => {
    const run = await createAdmin(['--email', 'a@agency.pl', ...names, '--password', PASSWORD], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/never taken from the command line/);
  });

  it('refuses a weak password before touching the database', async () => {
    const run = await createAdmin(['--email', 'a@agency.pl', ...names], env, 'password1234\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/common passwords/);
  });

  it('migrates a new database, creates the ADMIN from stdin, then refuses another', async () => {
    const first = await createAdmin(['--email', 'a@agency.pl', ...names], env, `${PASSWORD}\n`);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Created ADMIN a@agency\.pl \(ADMIN-001\)/);
    const second = await createAdmin(['--email', 'b@agency.pl', ...names], env, `${PASSWORD}\n`);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/an active ADMIN exists already \(a@agency\.pl\).*--force/);
  }, 180_000);

  // `script` runs the command on a pseudo-terminal, as a person at a terminal would.
  const hasScript = spawnSync('script', ['--version']).status === 0;
  it.skipIf(!hasScript)(
    'asks twice at a terminal without echoing the password',
    async () => {
      const command = `${process.execPath} --import tsx src/cli/create-admin.ts --email c@agency.pl --first-name Ewa --last-name Nowak --force`;
      const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn('script', ['-qec', command, '/dev/null'], {
          cwd: API_ROOT,
          env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env, TERM: 'dumb' },
        });
        let out = '';
        child.stdout.on('data', (c) => {
          out += c;
          // Each answer once its question is on the screen, as a person types.
          if (/Password: $/.test(out) || /Repeat the password: $/.test(out))
            child.stdin.write(`${PASSWORD}\r`);
        });
        child.on('close', (code) => resolve({ code, out }));
      });
      expect(run.out).toMatch(/Password: /);
      expect(run.out).toMatch(/Repeat the password: /);
      expect(run.out).toMatch(/Created ADMIN c@agency\.pl \(ADMIN-002\)/);
      expect(run.out).not.toContain('jedzie');
      expect(run.code).toBe(0);
    },
    180_000,
  );
});
