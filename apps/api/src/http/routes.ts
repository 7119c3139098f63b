// Registers one POST route per contract entry: reads the request (./parse.ts), authenticates the
// caller and checks her role (./authenticate.ts), runs the module's handler and answers the
// envelope (or the file). In development and tests the answer is checked against the contract too.
import type { CallDef } from '@tourplanner/api-client/define';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import type { AppDeps } from '../infra/deps';
import { authenticate } from './authenticate';
import type { UploadedFile } from './context';
import { success } from './envelope';
import type { Handler } from './handlers';
import { idempotencyKeyOf } from './idempotency';
import { jsonBytes } from './json-bytes';
import { readMultipart } from './multipart';
import { parseWith } from './parse';

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
      let body: unknown;
      let files: UploadedFile[] = [];
      if (def.kind === 'multipart') {
        if (!def.upload) throw new Error(`multipart call ${name} has no upload spec in the contract`);
        ({ input: body, files } = await readMultipart(req, reply, def.upload, (raw) =>
          parseWith(def.request, raw),
        ));
      } else body = parseWith(def.request, req.body ?? {});
      const answer = await handler({
        body: body as never,
        params: params as never,
        user,
        files,
        idempotencyKey,
        deps,
        req,
        reply,
      });
      if (def.kind === 'file') {
        if (!('file' in answer)) throw new Error(`the handler of file call ${name} answered no file`);
        const f = answer;
        const safeName = f.filename.replace(/[^A-Za-z0-9._-]/g, '_');
        if (f.size !== undefined && !Buffer.isBuffer(f.file)) reply.header('content-length', f.size);
        return reply
          .header('content-type', f.contentType)
          .header('content-disposition', `attachment; filename="${safeName}"`)
          .header('cache-control', 'private, no-store')
          .send(f.file);
      }
      if ('file' in answer) throw new Error(`the handler of JSON call ${name} answered a file`);
      const { data, meta } = answer;
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
      return reply.type('application/json; charset=utf-8').send(jsonBytes(success(data, meta)));
    },
  });
}
