// The OpenAPI 3.1 document, generated from the contract table (zod 4's JSON Schema output, the
// dialect of OpenAPI 3.1), so the document at /docs is exactly what the server validates: each
// call's body field by field, its roles, the error codes it answers with their HTTP statuses.
import type { CallDef } from '@tourplanner/api-client/define';
import { ERROR_CODES, type ErrorCode } from '@tourplanner/api-client/errors';
import { z } from 'zod';
import { statusOf } from '../errors';
import { CALL_EXAMPLES, type CallExample } from './examples';

type Schema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): Schema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Schema;
  return rest;
};

const FROM_TESTS = 'A body the API tests send (src/http/examples.ts)';

/** The failure envelope, any code (components.schemas.Failure). */
const FAILURE: Schema = {
  type: 'object',
  properties: {
    status: { type: 'object', properties: { success: { const: false } }, required: ['success'] },
    data: {
      type: 'object',
      properties: {
        error: { type: 'string', enum: [...ERROR_CODES] },
        fields: {
          type: 'array',
          description:
            'The failing fields (E_VALIDATION and codes a schema gives): dotted path and a Polish text.',
          items: {
            type: 'object',
            properties: { path: { type: 'string' }, message: { type: 'string' } },
            required: ['path', 'message'],
          },
        },
        retryAfter: {
          type: 'integer',
          description: 'Seconds to wait (429), also in the Retry-After header.',
        },
        message: { type: 'string', description: 'A Polish text for a refusal to wait for.' },
      },
      required: ['error'],
    },
    meta: { type: 'object', additionalProperties: true },
  },
  required: ['status', 'data'],
};

/** The envelope of one answer of a call: `data.error` narrowed to the codes of its status. */
const failureOf = (codes: readonly string[]): Schema => ({
  allOf: [
    { $ref: '#/components/schemas/Failure' },
    {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: { error: { type: 'string', enum: [...codes] } },
          required: ['error'],
        },
      },
      required: ['data'],
    },
  ],
});

/**
 * The codes a call may answer with a status of their own: the request's (E_VALIDATION), the
 * request rate limit's (every call, src/http/rate-limit.ts), the session's for a call that needs
 * one, the upload's for a multipart call, then the call's own.
 */
export function errorCodesOf(def: CallDef): ErrorCode[] {
  const codes: string[] = [
    'E_VALIDATION',
    'E_TOO_MANY_REQUESTS',
    ...(def.auth === 'session' ? ['E_UNAUTHORIZED', 'E_EXPIRED', 'E_FORBIDDEN'] : []),
    ...(def.kind === 'multipart' ? ['E_PAYLOAD_TOO_LARGE'] : []),
    ...(def.errors ?? []),
  ];
  return [...new Set(codes)] as ErrorCode[];
}

/** The codes grouped by HTTP status, each group one response of the operation. */
function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      String(status),
      {
        description: group.join(', '),
        content: { 'application/json': { schema: failureOf(group) } },
      },
    ]),
  );
}

function pathParameters(def: CallDef, example: CallExample | undefined) {
  const parameters: Schema[] = def.params
    ? Object.entries((toSchema(def.params, 'input').properties ?? {}) as Schema).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema,
        ...(example?.params?.[name] !== undefined ? { example: example.params[name] } : {}),
      }))
    : [];
  if (def.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
      description: 'A repeat with the same key (by the same user) answers the first result.',
    });
  }
  return parameters;
}

function requestBody(def: CallDef, example: CallExample | undefined) {
  const schema = toSchema(def.request, 'input');
  const required = Array.isArray(schema.required) && schema.required.length > 0;
  const examplesOf = (value: (body: unknown) => unknown) =>
    example ? { examples: { fromTests: { summary: FROM_TESTS, value: value(example.body) } } } : {};
  if (def.kind === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              _input: schema,
              'files[]': {
                type: 'array',
                items: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
            required: ['_input'],
          },
          encoding: { _input: { contentType: 'application/json' } },
          ...examplesOf((body) => ({ _input: body })),
        },
      },
    };
  }
  return { required, content: { 'application/json': { schema, ...examplesOf((body) => body) } } };
}

function okResponse(def: CallDef) {
  if (def.kind === 'file') {
    return {
      description: 'The file',
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  }
  return {
    description: 'Success',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            status: { type: 'object', properties: { success: { const: true } }, required: ['success'] },
            data: toSchema(def.response, 'output'),
            ...(def.meta ? { meta: toSchema(def.meta, 'output') } : {}),
          },
          required: ['status', 'data'],
        },
      },
    },
  };
}

function operation(name: string, def: CallDef, example: CallExample | undefined) {
  const roles = def.roles === 'anyone' ? 'anyone' : [...def.roles];
  const codes = errorCodesOf(def);
  const parameters = pathParameters(def, example);
  const own = (def.errors ?? []) as ErrorCode[];
  return {
    operationId: name,
    summary: def.summary,
    description: [
      `Roles: ${roles === 'anyone' ? 'anyone' : roles.join(', ')}.`,
      def.addition ? 'Addition (not in SPEC §7).' : '',
      own.length ? `Errors of this call: ${own.map((c) => `${c} (${statusOf(c)})`).join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    tags: [def.path.split('/')[1] ?? 'misc'],
    'x-roles': roles,
    'x-error-codes': Object.fromEntries(codes.map((c) => [c, statusOf(c)])),
    ...(parameters.length ? { parameters } : {}),
    security: def.auth === 'session' ? [{ bearer: [] }] : [],
    requestBody: requestBody(def, example),
    responses: {
      200: okResponse(def),
      ...errorResponses(codes),
      default: {
        description:
          'A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
    },
  };
}

export function buildOpenApi(
  contract: Record<string, CallDef>,
  options: { version?: string; examples?: Partial<Record<string, CallExample>> } = {},
) {
  const examples: Partial<Record<string, CallExample>> = options.examples ?? CALL_EXAMPLES;
  const paths: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(contract)) {
    const openPath = def.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[openPath] = { post: operation(name, def, examples[name]) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'TourPlanner API',
      version: options.version ?? '1.0.0',
      description:
        'POST/JSON API of TourPlanner. Every answer is `{status: {success}, data, meta?}`; a failure has `data.error` and its HTTP status. Each operation lists the roles that may call it (`x-roles`) and the error codes it answers with their statuses (`x-error-codes`, and one response per status). Dates are "YYYY-MM-DD HH:mm:ss" in Europe/Warsaw.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Failure: FAILURE },
    },
    paths,
  };
}
