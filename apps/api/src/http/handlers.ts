// The handler map: one handler per contract entry, keyed by the entry's name. Each module exports
// a partial map; src/modules/registry.ts joins them, and start-up refuses a contract entry that
// has no handler (so the contract and the server cannot drift).

import type { Contract } from '@tourplanner/api-client/contract';
import type { CallDef } from '@tourplanner/api-client/define';
import type { z } from 'zod';
import type { FileAnswer, HandlerContext } from './context';

type ParamsOut<C extends CallDef> =
  NonNullable<C['params']> extends z.ZodType ? z.output<NonNullable<C['params']>> : Record<string, never>;
type MetaIn<C extends CallDef> =
  NonNullable<C['meta']> extends z.ZodType ? z.input<NonNullable<C['meta']>> : never;

/** What a JSON or multipart handler answers: `data` (and `meta` when the call has one). */
export type JsonAnswer<C extends CallDef> = [MetaIn<C>] extends [never]
  ? { data: z.input<C['response']> }
  : { data: z.input<C['response']>; meta: MetaIn<C> };

/**
 * A file call answers the file, any other call `data` (and `meta`). For a call not yet known (the
 * route machinery's CallDef, kind 'json' | 'multipart' | 'file') it is either, told apart at run time.
 */
export type AnswerOf<C extends CallDef> = C['kind'] extends 'file'
  ? FileAnswer
  : 'file' extends C['kind']
    ? FileAnswer | JsonAnswer<C>
    : JsonAnswer<C>;

export type Handler<C extends CallDef> = (
  ctx: HandlerContext<z.output<C['request']>, ParamsOut<C>>,
) => Promise<AnswerOf<C>>;

export type Handlers = { [K in keyof Contract]: Handler<Contract[K]> };
export type HandlerMap = Partial<Handlers>;

/** Typed identity: a module's handlers, checked against the contract. */
export const defineHandlers = <M extends HandlerMap>(map: M): M => map;
