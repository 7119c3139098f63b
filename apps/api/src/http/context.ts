// What every handler receives: the caller (from the session), the app's dependencies, and the
// parsed body, path parameters and uploaded files.
import type { Readable } from 'node:stream';
import type { UploadType } from '@tourplanner/api-client/define';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../access/sessions';
import type { AppDeps } from '../infra/deps';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  /** As the client declared it: not trusted, `type` is what the first bytes showed. */
  mimetype: string;
  type: UploadType;
  buffer: Buffer;
}

export interface HandlerContext<Body, Params> {
  body: Body;
  params: Params;
  /** Null only on calls with auth 'none'. */
  user: SessionUser | null;
  files: UploadedFile[];
  /**
   * The caller's Idempotency-Key scoped to her (`h:<user id>:<key>`) on calls the contract marks
   * `idempotent`; null without the header and on every other call.
   */
  idempotencyKey: string | null;
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The caller on a call that requires a session (the route wrapper guarantees it). */
export function caller(ctx: { user: SessionUser | null }): SessionUser {
  if (!ctx.user) throw new Error('handler of a session call ran without a session');
  return ctx.user;
}

/** What a 'file' call answers: bytes made on the spot, or a stream from the storage. */
export interface FileAnswer {
  file: Buffer | Readable;
  /** Bytes of a stream, when known: sent as Content-Length. */
  size?: number;
  contentType: string;
  filename: string;
}
