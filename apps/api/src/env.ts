// The API's configuration: the only place that reads process.env, validated with zod so that a
// wrong setting stops the server at start with a clear message instead of failing later.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LATE_START_MINUTES } from '@tourplanner/domain/attendance';
import { DEFAULT_CHECKIN_RADIUS_M } from '@tourplanner/domain/geo';
import { z } from 'zod';

/** apps/api, whatever the working directory: DATA_DIR is relative to it. */
export const API_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** An optional setting where an empty value counts as unset (a blank line in an env file). */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Unset: the embedded PGlite database under DATA_DIR/pglite. */
    DATABASE_URL: z.string().url().optional(),
    /** Connections of the PostgreSQL pool (per process). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Milliseconds a request waits for a PostgreSQL connection (a new one to answer, or a busy
     * pool's free one) before it answers 503 E_UNAVAILABLE instead of hanging.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    DATA_DIR: z.string().min(1).default('.data'),
    /** Comma-separated origins of the two apps. */
    CORS_ORIGINS: list,
    /** Set when the API sits behind a reverse proxy, so that limits per address key on the client IP. */
    TRUST_PROXY: bool,
    /**
     * Seconds browsers keep to HTTPS for the API's host (Strict-Transport-Security); 0: no header.
     * Set it when the API is served over HTTPS (behind the proxy too): 31536000 is a year.
     */
    HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
    /** Metres from the point beyond which a start is out of bounds; /hostess/action/list tells the webform. */
    CHECKIN_RADIUS_M: z.coerce.number().positive().default(DEFAULT_CHECKIN_RADIUS_M),
    /**
     * A start more than this many minutes after the planned start is late (issue 29): the rows'
     * attendance and its filter, and the `late_start` alert when she has not started by then.
     */
    LATE_START_MINUTES: z.coerce.number().int().min(1).max(180).default(DEFAULT_LATE_START_MINUTES),
    /** Minutes a hostess needs between two actions at different points (ADR 0021); 0: only overlaps clash. */
    ACTION_TRAVEL_GAP_MINUTES: z.coerce.number().int().min(0).max(480).default(30),
    /**
     * An assignment outside a hostess's declared availability (ADR 0021): `warn` asks the coordinator
     * for a reason, kept on the action; `refuse` never allows it; `off` does not look.
     */
    ACTION_AVAILABILITY_RULE: z.enum(['warn', 'refuse', 'off']).default('warn'),
    /** At most this many actions a hostess gets in one ISO week from the tour planner (issue 32). */
    PLAN_MAX_ACTIONS_PER_WEEK: z.coerce.number().int().min(1).max(50).default(5),
    /** Days back a photo is compared with every other action's photos (duplicate_photo). */
    SIGNAL_PHOTO_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** More registrations than this by one hostess within 10 minutes is a registration_burst. */
    SIGNAL_BURST_COUNT: z.coerce.number().int().min(1).max(1000).default(6),
    /** Greatest Hamming distance (of 64 bits) between two photos' hashes that counts as the same photo (ADR 0033). */
    SIGNAL_HASH_DISTANCE: z.coerce.number().int().min(0).max(16).default(10),
    /** Greatest distance of the two photos' detail hashes as well (ADR 0033): similar scenes share a layout, a copy its detail too. */
    SIGNAL_DETAIL_DISTANCE: z.coerce.number().int().min(0).max(64).default(14),
    /** A photo whose variance of the Laplacian (at 512 px) is below this is blurry (ADR 0033). */
    SIGNAL_SHARPNESS_MIN: z.coerce.number().min(0).default(100),
    /** A photo whose mean luminance (0-255) is below this is too dark (ADR 0033). */
    SIGNAL_BRIGHTNESS_MIN: z.coerce.number().min(0).max(255).default(50),
    /**
     * Hours before an accepted action's start: her first reminder goes then, and by then she should
     * have confirmed (else the `unconfirmed` alert) (issue 29).
     */
    REMINDER_HOURS_BEFORE: z.coerce.number().int().min(1).max(336).default(24),
    /** E-mail each coordinators' alert to the ASM/HSADM of the action's territory and the ADMINs (on unless false). */
    ALERT_EMAILS: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
      .optional()
      .transform((v) => v === undefined || v === '' || v === 'true' || v === '1' || v === 'yes'),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .default(8 * 60),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24),
    RESET_CODE_MINUTES: z.coerce.number().int().positive().default(15),
    /** Validity of the code in a new account's invitation e-mail (the reset flow's code, longer-lived). */
    INVITATION_CODE_HOURS: z.coerce.number().int().positive().max(720).default(72),
    /** Requests per minute of one session (a signed-in tablet or browser). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Requests per minute of one client address without a session (sign-in, reminders). */
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Consumer code sends per hour to one number, and to one e-mail address. */
    OTP_SENDS_PER_TARGET_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** Consumer code sends per hour by one hostess (all her sessions together). */
    OTP_SENDS_PER_HOSTESS_PER_HOUR: z.coerce.number().int().positive().default(60),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().positive().default(587),
    SMTP_SECURE: bool,
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    SMTP_FROM: z.string().default('TourPlanner <no-reply@tourplanner.test>'),
    /** A generic HTTP SMS provider: POST {to, from, text} as JSON with a Bearer key. */
    SMS_URL: z.string().url().optional(),
    SMS_API_KEY: z.string().optional(),
    SMS_FROM: z.string().default('TourPlanner'),
    /** Days an OTP request or verification that led to no registration is kept. */
    CONSUMER_DATA_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
    /** The webform's address, for the consent link a consumer gets after registering. */
    WEBFORM_URL: z.string().url().default('http://localhost:5174'),
    /** The API's public address: the base of a calendar feed's URL (`<PUBLIC_API_URL>/calendar/<token>.ics`). */
    PUBLIC_API_URL: z.string().url().default('http://localhost:3000'),
    /** Her second reminder, with the address and a map link, this many minutes before the start. */
    REMINDER_MINUTES_BEFORE: z.coerce.number().int().min(1).max(720).default(60),
    /** Web Push (ADR 0038): the VAPID key pair and contact; unset, no push is sent and the webform hides its switch. */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /** A mailto: or https: address the push services can reach the sender at. */
    VAPID_SUBJECT: optionalText,
    /** Where stored files go: `disk` under DATA_DIR/files (one process), `s3` a bucket (several). */
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    /** An S3-compatible endpoint (MinIO, Ceph, …); unset: AWS S3 of S3_REGION. */
    S3_ENDPOINT: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: optionalText,
    /** Both or neither; neither: the SDK's default credentials (environment, instance role). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Path-style URLs; unset: on when S3_ENDPOINT is set (what S3-compatible servers expect). */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === 'yes')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * With LOG_LEVEL=trace, the SQL statements' parameters too (e-mails, phone numbers, password
     * hashes, codes): for a benchmark's capture or debugging on test data, never in production.
     */
    LOG_SQL_PARAMS: bool,
    /** Demo data on the first start on an empty embedded database (never in production). */
    SEED_ON_START: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
  })
  .superRefine((e, ctx) => {
    if (e.STORAGE === 's3' && !e.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE=s3' });
    }
    const vapid = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
    if (vapid !== 0 && vapid !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together',
      });
    }
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

/** Every variable the API reads; test/configuration.test.ts checks that docs/configuration.md and apps/api/README.md document each. */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export type Env = z.output<typeof envSchema> & {
  production: boolean;
  /** DATA_DIR resolved to an absolute path. */
  dataDir: string;
  corsOrigins: string[];
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  return {
    ...e,
    production: e.NODE_ENV === 'production',
    dataDir: isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(API_ROOT, e.DATA_DIR),
    corsOrigins: e.CORS_ORIGINS.length ? e.CORS_ORIGINS : ['http://localhost:5173', 'http://localhost:5174'],
  };
}

/**
 * An environment for tests: defaults, overridden by the given values; process.env is not read.
 * Alert e-mails are off unless a test turns them on (test/alerts.test.ts): a suite that counts the
 * messages it caused must not see an alert about its own past action arrive in between.
 */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ALERT_EMAILS: 'false', ...overrides });
}
