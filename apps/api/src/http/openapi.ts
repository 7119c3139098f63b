// The OpenAPI document, generated from the contract table (zod 4's JSON Schema output), so the
// document at /docs is exactly what the server validates.
import type { CallDef } from '@tourplanner/api-client/define';
import { ERROR_CODES } from '@tourplanner/api-client/errors';
import { z } from 'zod';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    return rest;
  } catch {
    return {};
  }
};

const failure = {
  type: 'object',
  properties: {
    status: { type: 'object', properties: { success: { const: false } } },
    data: {
      type: 'object',
      properties: {
        error: { type: 'string', enum: [...ERROR_CODES] },
        fields: {
          type: 'array',
          items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
        },
      },
      required: ['error'],
    },
  },
};

export function buildOpenApi(contract: Record<string, CallDef>, version = '1.0.0') {
  const paths: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(contract)) {
    const openPath = def.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const parameters: Record<string, unknown>[] = def.params
      ? Object.entries((toSchema(def.params, 'input').properties ?? {}) as Record<string, unknown>).map(
          ([p, schema]) => ({
            name: p,
            in: 'path',
            required: true,
            schema,
          }),
        )
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
    const requestSchema = toSchema(def.request, 'input');
    const body =
      def.kind === 'multipart'
        ? {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  _input: { type: 'string', description: `JSON: ${JSON.stringify(requestSchema)}` },
                  'files[]': { type: 'array', items: { type: 'string', format: 'binary' } },
                },
              },
            },
          }
        : { 'application/json': { schema: requestSchema } };
    const ok =
      def.kind === 'file'
        ? {
            description: 'The file',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: 'Success',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    status: { type: 'object', properties: { success: { const: true } } },
                    data: toSchema(def.response, 'output'),
                    ...(def.meta ? { meta: toSchema(def.meta, 'output') } : {}),
                  },
                },
              },
            },
          };
    const roles = def.roles === 'anyone' ? 'anyone' : def.roles.join(', ');
    paths[openPath] = {
      post: {
        operationId: name,
        summary: def.summary,
        description: `Roles: ${roles}.${def.addition ? ' Addition (not in SPEC §7).' : ''}${
          def.errors?.length ? ` Errors besides the generic ones: ${def.errors.join(', ')}.` : ''
        }`,
        tags: [def.path.split('/')[1] ?? 'misc'],
        ...(parameters.length ? { parameters } : {}),
        ...(def.auth === 'session' ? { security: [{ bearer: [] }] } : { security: [] }),
        requestBody: { required: false, content: body },
        responses: {
          200: ok,
          default: {
            description: 'Failure: data.error holds the code',
            content: { 'application/json': { schema: failure } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'TourPlanner API',
      version,
      description:
        'POST/JSON API of TourPlanner. Every answer is `{status: {success}, data, meta?}`; a failure has `data.error`. Dates are "YYYY-MM-DD HH:mm:ss" in Europe/Warsaw.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
