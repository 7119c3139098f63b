// What every handler receives: the caller (from the session), the app's dependencies, and the
// parsed body, path parameters and uploaded files.
import type { RoleId } from '@tourplanner/domain/entities';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { FileStorage } from '../modules/files/storage';
import type { MessageSender } from '../modules/messages/types';

export interface SessionUser {
  id: string;
  role: RoleId;
  email: string;
  firstname: string;
  lastname: string;
  /** The territories the user belongs to: the limit of an ASM's or HSADM's reach. */
  territoryIds: string[];
  sessionId: string;
}

export interface Services {
  messages: MessageSender;
  storage: FileStorage;
}

export interface AppDeps {
  db: Db;
  dbKind: 'postgres' | 'pglite';
  env: Env;
  services: Services;
  log: FastifyBaseLogger;
  /** The clock, replaceable in tests. */
  now: () => Date;
}

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
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

/** What a 'file' call answers. */
export interface FileAnswer {
  file: Buffer;
  contentType: string;
  filename: string;
}
