// Builds the Fastify app: logging with redaction, CORS, the rate limit per session or address, multipart, the routes of the
// contract table with their handlers, errors as envelopes, and the OpenAPI page at /docs.

import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { contract } from '@tourplanner/api-client/contract';
import { type CallDef, MAX_UPLOAD_BYTES } from '@tourplanner/api-client/define';
import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Database } from './db/client';
import { isDatabaseUnavailable, sqlStateOf } from './db/driver-errors';
import type { Env } from './env';
import { ApiError, fail } from './errors';
import { sendFailure } from './http/envelope';
import type { Handler, HandlerMap } from './http/handlers';
import { buildOpenApi } from './http/openapi';
import { INVALID_JSON } from './http/parse';
import { registerRateLimit } from './http/rate-limit';
import { onClientError, onFrameworkError, registerRefusals } from './http/refusals';
import { registerCall } from './http/routes';
import { registerSecurityHeaders } from './http/security-headers';
import type { AppDeps, Services } from './infra/deps';
import { serializeError } from './infra/error-log';
import { createJobEngine, type EngineTiming } from './infra/jobs/engine';
import { createMessageSender } from './infra/messages/sender';
import { createStorage } from './infra/storage/configured';
import { redactFeedPath, registerCalendarFeed } from './modules/calendar/feed-route';
import { moduleHandlers, PENDING_HANDLERS } from './modules/registry';

export const MAX_JSON_BYTES = 1024 * 1024;

export interface BuildOptions {
  database: Database;
  env: Env;
  /** Replaces the configured services (tests: memory messages, memory storage). */
  services?: Partial<Services>;
  now?: () => Date;
  /** Replaces the registry's handler maps (tests of the route machinery). */
  handlers?: HandlerMap[];
  /**
   * Refuse to start when a contract entry has no handler (default: on). Only the registry's
   * PENDING_HANDLERS are let through, answering 501, while their module is being written.
   */
  requireAllHandlers?: boolean;
  /** The job engine's timing (tests: quicker polls and schedule checks). */
  jobTiming?: Partial<EngineTiming>;
  /** Pino destination for tests that assert on logs. */
  logStream?: NodeJS.WritableStream;
}

/** Log paths that may carry secrets: never written. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  'otp',
  'otpEmail',
  'authorization',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.otp',
  '*.otpEmail',
  '*.code',
  'body.password',
  'body.user.password',
  'body.otp',
  'secretAccessKey',
  '*.secretAccessKey',
  'S3_SECRET_ACCESS_KEY',
  '*.S3_SECRET_ACCESS_KEY',
];

export function missingHandlers(maps: HandlerMap[]): string[] {
  const joined = Object.assign({}, ...maps) as Record<string, unknown>;
  return Object.keys(contract).filter((name) => typeof joined[name] !== 'function');
}

/**
 * The app, step by step: each step is one of the functions below, run in this order. The handlers
 * are checked first, before anything opens; the routes are registered last.
 */
export async function buildApp(opts: BuildOptions) {
  const handlers = checkHandlers(opts);
  const app = createServer(opts);
  registerRefusals(app);
  registerSecurityHeaders(app, { hstsMaxAgeSeconds: opts.env.HSTS_MAX_AGE });
  const deps = await createDeps(app, opts);
  registerBodyParsers(app);
  await registerCors(app, opts.env);
  registerRateLimit(app, deps);
  await registerMultipart(app);
  registerErrorAnswers(app);
  await registerDocs(app);
  registerCalls(app, deps, handlers);
  registerHealth(app, opts);
  registerCalendarFeed(app, deps);
  return { app, deps };
}

/** The contract's handlers, joined; refuses to start when one is missing (but the pending ones). */
function checkHandlers(opts: BuildOptions) {
  const maps = opts.handlers ?? moduleHandlers;
  const missing = missingHandlers(maps);
  const pending = opts.handlers ? [] : (PENDING_HANDLERS as readonly string[]);
  const strict = opts.requireAllHandlers ?? true;
  const refused = strict ? missing.filter((name) => !pending.includes(name)) : [];
  if (refused.length) {
    throw new Error(
      `Contract entries without a handler (add them to a module's handler map in src/modules/registry.ts): ${refused.join(', ')}`,
    );
  }
  return { joined: Object.assign({}, ...maps) as Record<string, Handler<CallDef>>, missing };
}

/** Fastify with the redacting logger, the JSON body limit, the timeouts and our refusals. */
function createServer({ env, logStream }: BuildOptions): FastifyInstance {
  const loggerOpts: FastifyServerOptions['logger'] = {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // A failed query's parameters (client values) never reach the log: src/infra/error-log.ts.
    // A calendar feed's path is its secret token: logged as /calendar/[redacted].ics.
    serializers: { err: serializeError, req: serializeRequest },
    ...(logStream ? { stream: logStream } : {}),
  };
  return Fastify({
    logger: loggerOpts,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: MAX_JSON_BYTES,
    // Fastify waits forever by default: a slow client must not hold a connection open.
    requestTimeout: 60_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    // The router's and the HTTP parser's refusals answer in our envelope too (./http/refusals.ts).
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
  });
}

/** Fastify's request line for the log, with a calendar feed's token hidden. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactFeedPath(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** What handlers are given: the database, the settings, the services, the log, the jobs, the clock. */
async function createDeps(app: FastifyInstance, opts: BuildOptions): Promise<AppDeps> {
  const { env, database } = opts;
  const services: Services = {
    messages: opts.services?.messages ?? createMessageSender(env, app.log),
    storage: opts.services?.storage ?? (await createStorage(env)),
  };
  return {
    db: database.db,
    dbKind: database.kind,
    env,
    services,
    log: app.log,
    // Created here, started with the queues by the process (main.ts, modules/queues.ts).
    jobs: createJobEngine(database, app.log, opts.jobTiming),
    now: opts.now ?? (() => new Date()),
  };
}

/**
 * An empty body with a JSON content type is an empty object (SPEC §7: "Body: none"). A body that
 * is no JSON is refused by the route (./http/parse.ts), not here: a parser's error closes the
 * keep-alive connection although the body was read whole. Only JSON and multipart bodies are
 * read: anything else (text/plain included) answers 415.
 */
function registerBodyParsers(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, INVALID_JSON);
    }
  });
  app.removeContentTypeParser('text/plain');
}

/**
 * The apps live on other origins. Allowed: the request headers outside the CORS safelist that
 * api-client or an integrator sends (Bearer session, JSON content type, the Idempotency-Key of
 * the calls the contract marks idempotent); exposed: the response headers api-client reads (a
 * download's file name, the wait of a 429).
 */
async function registerCors(app: FastifyInstance, env: Env) {
  await app.register(cors, {
    origin: env.corsOrigins,
    methods: ['POST', 'GET', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
    exposedHeaders: ['content-disposition', 'retry-after'],
    maxAge: 600,
  });
}

/**
 * The limits of each call are its contract entry's (src/http/multipart.ts); these bound a
 * multipart body read any other way.
 */
async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20, fieldSize: 256 * 1024, parts: 40 },
  });
}

/** Every failure, and an unknown path, answers in the envelope (answerError). */
function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_req, reply) => sendFailure(reply, new ApiError('E_NOT_FOUND')));
}

/** A thrown error as its answer: ours as they are, the database's and Fastify's as one of ours. */
function answerError(error: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.status >= 500) req.log.error({ err: error }, 'request failed');
    return sendFailure(reply, error);
  }
  // The database out of reach (a restart, a failover, a terminated backend): this request fails
  // with a clear 503 that may be tried again; the pool connects anew for the next ones.
  if (isDatabaseUnavailable(error)) {
    req.log.error({ err: error }, 'request failed: the database is unavailable');
    return sendFailure(reply, new ApiError('E_UNAVAILABLE'));
  }
  // Database errors a client's input can cause: an id that is not a UUID, a number or date out
  // of range (400), a unique or foreign-key clash (409). Never a 500 for them.
  const sqlState = sqlStateOf(error);
  if (sqlState && /^22/.test(sqlState)) {
    req.log.warn({ sqlState, err: error }, 'the database refused a value from the request');
    return sendFailure(reply, fail.field('', REQUEST_TEXTS.invalidValue));
  }
  if (sqlState === '23505' || sqlState === '23503') return sendFailure(reply, new ApiError('E_CONFLICT'));
  const status = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code;
  if (
    status === 413 ||
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_PARTS_LIMIT'
  ) {
    return sendFailure(reply, new ApiError('E_PAYLOAD_TOO_LARGE'));
  }
  if (status === 429) return sendFailure(reply, new ApiError('E_TOO_MANY_REQUESTS'));
  if (status === 415) {
    return sendFailure(reply, fail.validation([{ path: '', message: REQUEST_TEXTS.unsupportedType }], 415));
  }
  if (status >= 400 && status < 500) {
    // Fastify's own words are English and name its internals: logged, not answered.
    req.log.info({ code, message: error.message }, 'request refused');
    return sendFailure(reply, fail.field('', REQUEST_TEXTS.invalidRequest));
  }
  req.log.error({ err: error }, 'request failed');
  return sendFailure(reply, new ApiError('E_INTERNAL'));
}

/** The OpenAPI document of the contract and its page at /docs. */
async function registerDocs(app: FastifyInstance) {
  const document = buildOpenApi(contract);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

/** A route for every contract entry; one without a handler (a pending one) answers 501. */
function registerCalls(
  app: FastifyInstance,
  deps: AppDeps,
  { joined, missing }: ReturnType<typeof checkHandlers>,
) {
  if (missing.length) app.log.warn({ missing }, 'contract entries without a handler answer 501');
  const notImplemented: Handler<CallDef> = async () => {
    throw new ApiError('E_INTERNAL', { status: 501 });
  };
  for (const [name, def] of Object.entries(contract)) {
    registerCall(app, deps, name, def, joined[name] ?? notImplemented, {
      validateResponses: !deps.env.production,
    });
  }
}

/**
 * GET /health: the database kind and the booking rules in force (ADR 0021): not secret, and a
 * deployment can see its settings took.
 */
function registerHealth(app: FastifyInstance, { env, database }: BuildOptions) {
  const actionRules = {
    travelGapMinutes: env.ACTION_TRAVEL_GAP_MINUTES,
    availability: env.ACTION_AVAILABILITY_RULE,
  };
  app.get('/health', async () => ({ status: { success: true }, data: { db: database.kind, actionRules } }));
}
