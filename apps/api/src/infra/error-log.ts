// Errors as the log writes them: the statement and the error of a failed query, never its
// parameters. Drizzle's DrizzleQueryError says "Failed query: <sql>\nparams: <values>" in its
// message and stack and keeps the values in `params`; a PostgreSQL error's `detail` repeats the
// refused value ("Key (email)=(…) already exists"), and the message of a data exception (SQLSTATE
// class 22) quotes it ('invalid input syntax for type integer: "…"'). All carry what a client sent
// (personal data), so none is written: the pino `err` serializer of the app is `serializeError`.

const MAX_CAUSES = 3;

/** PostgreSQL error fields that name the failure without repeating a value. */
const PG_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

type AnyError = Error & Record<string, unknown>;

/** The message of an error without the parameters of a failed query or the value it refused. */
export function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const message = err.message;
  const at = message.indexOf('\nparams: ');
  if (message.startsWith('Failed query: ') && at >= 0) return message.slice(0, at);
  // A data exception's quoted text is the refused value (identifiers are quoted elsewhere only).
  const code = (err as AnyError).code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code))
    return message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
  return message;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function serialize(err: unknown, depth: number): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const e = err as AnyError;
  const message = errorText(e);
  // The stack begins with "<name>: <message>": keep the frames, not the message it repeats.
  const head = `${e.name}: ${e.message}`;
  const stack =
    typeof e.stack === 'string' && e.stack.startsWith(head)
      ? `${e.name}: ${message}${e.stack.slice(head.length)}`
      : message;
  const out: SerializedError = { type: e.constructor?.name ?? e.name, message, stack };
  if (typeof e.query === 'string') out.query = e.query;
  for (const field of PG_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  // ApiError: the refusal, its status and the failing fields (paths and our texts).
  if (typeof e.status === 'number') out.status = e.status;
  if (Array.isArray(e.fields)) out.fields = e.fields;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serialize(e.cause, depth + 1);
  return out;
}

/** The pino serializer of `err`: see the head of this file. */
export const serializeError = (err: unknown): SerializedError => serialize(err, 0);
