// `pnpm --filter @tourplanner/api create-admin --email … --first-name … --last-name …`: the first
// ADMIN of a database that production left without accounts. Runs the migrations first; the
// password comes from a prompt that does not echo, or from standard input, never from argv.
import { parseArgs } from 'node:util';
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
} from '@tourplanner/domain/password-policy';
import { openDatabase, pgliteDirOf } from '../db/client';
import { loadEnv } from '../env';
import {
  createFirstAdmin,
  type FirstAdminResult,
  firstAdminInput,
} from '../modules/users/first-admin.service';
import { readPassword } from './password-input';

const USAGE = `Creates an ADMIN account (the first one, on a new production database).

  pnpm --filter @tourplanner/api create-admin --email <e-mail> --first-name <name> --last-name <name> [--force]

The password is asked for twice without echo; piped on standard input, its first line is used
(printf '%s\\n' "$PASSWORD" | pnpm --filter @tourplanner/api create-admin ...). It is never read
from the command line. The database is the server's: DATABASE_URL, else PGlite in DATA_DIR.

  --force   create it although an active ADMIN exists (refused by default)
`;

/** The reasons of the password policy, for a person at a terminal. */
const PASSWORD_PROBLEMS: Record<PasswordProblem, string> = {
  too_short: `it must have at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `it must have at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'it is on the list of common passwords; a few unrelated words make a good one',
  is_email: 'it must not be the e-mail address',
};

function refusal(result: Exclude<FirstAdminResult, { created: true }>): string {
  switch (result.reason) {
    case 'invalid':
      return `invalid ${result.fields.join(', ')}`;
    case 'password':
      return `password refused: ${PASSWORD_PROBLEMS[result.problem]}`;
    case 'admin_exists':
      return (
        `an active ADMIN exists already (${result.admins.join(', ')}); ` +
        'sign in as that account, or add --force to create another one'
      );
    case 'email_taken':
      return 'an account with this e-mail exists already';
  }
}

function usageError(message: string): never {
  process.stderr.write(`create-admin: ${message} (--help shows how to call it)\n`);
  process.exit(2);
}

function options() {
  if (process.argv.slice(2).some((a) => /^--?p(ass(word)?)?(=|$)/i.test(a))) {
    usageError('the password is never taken from the command line (shell history, process list)');
  }
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
    return values;
  } catch (err) {
    usageError(err instanceof Error ? err.message : String(err));
  }
}

const args = options();
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
for (const required of ['email', 'first-name', 'last-name'] as const) {
  if (!args[required]?.trim()) usageError(`--${required} is required`);
}

// Checked before the password is asked for, so that a typo in the e-mail costs no typing.
const details = firstAdminInput
  .omit({ password: true })
  .safeParse({ email: args.email, firstname: args['first-name'], lastname: args['last-name'] });
if (!details.success) {
  usageError(`invalid ${details.error.issues.map((i) => i.path.join('.')).join(', ')}`);
}

const password = await readPassword((typed) => {
  const problem = checkPassword(typed, { email: details.data.email });
  return problem && PASSWORD_PROBLEMS[problem];
});
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env.dataDir) });
try {
  await database.migrate();
  const result = await createFirstAdmin(
    database.db,
    {
      email: args.email!,
      firstname: args['first-name']!,
      lastname: args['last-name']!,
      password,
      force: args.force,
    },
    new Date(),
  );
  const where = database.kind === 'pglite' ? `PGlite in ${pgliteDirOf(env.dataDir)}` : 'PostgreSQL';
  if (result.created) {
    process.stdout.write(
      `Created ADMIN ${result.email} (${result.ident}) in ${where}. Sign in to the back office with this e-mail.\n`,
    );
  } else {
    process.exitCode = 1;
    process.stderr.write(`create-admin: ${refusal(result)}. Nothing was created.\n`);
  }
} finally {
  await database.close();
}
