// Registers one POST route per contract entry: parses the body (or multipart `_input`) and path
// parameters with the entry's zod schemas, authenticates the Bearer token, checks the role, runs
// the module's handler and answers the envelope (or the file).
import type { CallDef } from '@tourplanner/api-client/define';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { resolveSession } from '../modules/auth/sessions';
import type { AppDeps, FileAnswer, SessionUser, UploadedFile } from './context';
import { success } from './envelope';
import { ApiError, type FieldFailure } from './errors';
import type { Handler } from './handlers';
import { idempotencyKeyOf } from './idempotency';

export const MAX_FILES_PER_REQUEST = 10;

export function zodFields(error: z.ZodError): FieldFailure[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) {
    throw new ApiError('E_VALIDATION', {
      fields: zodFields(r.error).map((f) => ({
        ...f,
        path: prefix ? (f.path ? `${prefix}.${f.path}` : prefix) : f.path,
      })),
    });
  }
  return r.data;
}

function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{10,200})$/.exec(h.trim());
  return m?.[1] ?? null;
}

async function authenticate(deps: AppDeps, req: FastifyRequest, def: CallDef): Promise<SessionUser | null> {
  if (def.auth === 'none') return null;
  const token = bearerOf(req);
  if (!token) throw new ApiError('E_UNAUTHORIZED');
  const found = await resolveSession(deps, token);
  if (!found.ok) throw new ApiError(found.reason === 'expired' ? 'E_EXPIRED' : 'E_UNAUTHORIZED');
  // A call that declares no roles is refused to everyone: a missing rule must not mean "open".
  if (def.roles === 'anyone' || !def.roles.includes(found.user.role)) throw new ApiError('E_FORBIDDEN');
  return found.user;
}

async function readMultipart(req: FastifyRequest): Promise<{ input: unknown; files: UploadedFile[] }> {
  if (!req.isMultipart()) {
    throw new ApiError('E_VALIDATION', { fields: [{ path: '', message: 'Oczekiwano multipart/form-data' }] });
  }
  let input: unknown = {};
  const files: UploadedFile[] = [];
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (files.length >= MAX_FILES_PER_REQUEST) throw new ApiError('E_PAYLOAD_TOO_LARGE');
      // toBuffer() throws RequestFileTooLargeError past the fileSize limit: answered 413.
      const buffer = await part.toBuffer();
      files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
    } else if (part.fieldname === '_input') {
      try {
        input = JSON.parse(String(part.value));
      } catch {
        throw new ApiError('E_VALIDATION', { fields: [{ path: '_input', message: 'Niepoprawny JSON' }] });
      }
    }
  }
  return { input, files };
}

export function registerCall(
  app: FastifyInstance,
  deps: AppDeps,
  name: string,
  def: CallDef,
  handler: Handler<CallDef>,
  opts: { validateResponses: boolean },
) {
  app.route({
    method: 'POST',
    url: def.path,
    handler: async (req, reply) => {
      const user = await authenticate(deps, req, def);
      const idempotencyKey = def.idempotent ? idempotencyKeyOf(req, user) : null;
      const params = def.params ? parseWith(def.params, req.params) : {};
      let raw: unknown = req.body ?? {};
      let files: UploadedFile[] = [];
      if (def.kind === 'multipart') ({ input: raw, files } = await readMultipart(req));
      const body = parseWith(def.request, raw);
      const answer = await handler({
        body,
        params: params as never,
        user,
        files,
        idempotencyKey,
        deps,
        req,
        reply,
      });
      if (def.kind === 'file') {
        const f = answer as unknown as FileAnswer;
        const safeName = f.filename.replace(/[^A-Za-z0-9._-]/g, '_');
        return reply
          .header('content-type', f.contentType)
          .header('content-disposition', `attachment; filename="${safeName}"`)
          .header('cache-control', 'private, no-store')
          .send(f.file);
      }
      const { data, meta } = answer as { data: unknown; meta?: unknown };
      if (opts.validateResponses) {
        const r = def.response.safeParse(data);
        if (!r.success) {
          req.log.error(
            { call: name, issues: r.error.issues.slice(0, 5) },
            'answer does not match the contract',
          );
          throw new ApiError('E_INTERNAL');
        }
      }
      return reply.send(success(data, meta));
    },
  });
}
