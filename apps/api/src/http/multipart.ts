// Reading a multipart call: the `_input` JSON field and the files, checked as they stream in
// against the call's UploadSpec (packages/api-client/src/define.ts) rather than after they were
// buffered: a body declared larger than the call takes is refused before a byte is read, a file
// is refused at its first bytes when they are not of an accepted type (or an image header says
// too many pixels), and at the byte past its size limit. A broken or cut-short body answers 400,
// never 500. After a refusal the rest of the body is read and dropped, so the keep-alive
// connection stays usable for the next request (or, for a body too large to drain, is closed).

import type { MultipartFile } from '@fastify/multipart';
import type { UploadSpec, UploadType } from '@tourplanner/api-client/define';
import { format } from '@tourplanner/i18n-pl/format';
import { CSV_TEXTS, REQUEST_TEXTS, UPLOAD_TEXTS } from '@tourplanner/i18n-pl/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, fail } from '../errors';
import { MAX_IMAGE_PIXELS, tooManyPixels } from '../infra/storage/images';
import { type Sniffed, sniffCsv, sniffImage, sniffXlsx } from '../infra/uploads/file-type';
import type { UploadedFile } from './context';

/** Room for the `_input` field, part headers and boundaries beside the files themselves. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/**
 * The most of a refused body read and dropped to keep its connection: beyond it, closing the
 * connection is cheaper than reading what nobody will use.
 */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

function tooLarge(spec: UploadSpec) {
  return new ApiError('E_PAYLOAD_TOO_LARGE', {
    fields: [{ path: 'files', message: format(UPLOAD_TEXTS.tooLarge, { max: megabytes(spec.maxBytes) }) }],
  });
}

/** The refusal of a file whose first bytes are of no accepted type. */
function wrongType(accept: readonly UploadType[]) {
  if (accept.length === 1 && accept[0] === 'csv') {
    return new ApiError('E_CSV_INVALID', { fields: [{ path: 'files', message: CSV_TEXTS.notText }] });
  }
  const message = accept.includes('image')
    ? UPLOAD_TEXTS.imageType
    : accept.includes('csv')
      ? UPLOAD_TEXTS.csvOrXlsx
      : UPLOAD_TEXTS.notXlsx;
  return new ApiError('E_INVALID_FILE', { fields: [{ path: 'files', message }] });
}

/** What the bytes so far are, among the accepted types: 'more' until every type has decided. */
function sniff(head: Buffer, accept: readonly UploadType[], ended: boolean): Sniffed {
  const answers = accept.map((type) =>
    type === 'image' ? sniffImage(head) : type === 'csv' ? sniffCsv(head, ended) : sniffXlsx(head),
  );
  const found = answers.find((a) => a.kind !== 'more' && a.kind !== 'no');
  if (found) return found;
  if (!ended && answers.some((a) => a.kind === 'more')) return { kind: 'more' };
  return { kind: 'no' };
}

/** One file part, read chunk by chunk: its type decided at its first bytes, its size counted. */
async function readFile(part: MultipartFile, spec: UploadSpec): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  let decided: Sniffed | null = null;
  const decide = (ended: boolean) => {
    const verdict = sniff(Buffer.concat(chunks), spec.accept, ended);
    if (verdict.kind === 'more') return;
    if (verdict.kind === 'no') throw wrongType(spec.accept);
    if (verdict.kind === 'image' && verdict.width * verdict.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
    decided = verdict;
  };
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > spec.maxBytes) throw tooLarge(spec);
    chunks.push(chunk as Buffer);
    if (!decided) decide(false);
  }
  // busboy stops a file at its own limit (set one byte past ours) and marks it truncated.
  if (part.file.truncated) throw tooLarge(spec);
  if (!decided) decide(true);
  const type = (decided as Sniffed | null)?.kind as UploadType;
  return {
    fieldname: part.fieldname,
    filename: part.filename,
    mimetype: part.mimetype,
    type,
    buffer: Buffer.concat(chunks, size),
  };
}

/**
 * After a refusal the client is still sending: read the rest and drop it, so the next request on
 * this keep-alive connection is read in turn, or close the connection when the rest is too large.
 */
function releaseBody(req: FastifyRequest, reply: FastifyReply) {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return;
  const declared = Number(req.headers['content-length']);
  if (!Number.isFinite(declared) || declared > DRAIN_LIMIT_BYTES) {
    reply.header('connection', 'close');
  }
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    // A body that goes on past what it declared (or a chunked one without end) is cut off.
    if (drained > DRAIN_LIMIT_BYTES) raw.destroy();
  });
  // The multipart parser lets go of the request when the refused file's stream closes, a tick
  // later, and unpiping pauses the request: resume after that, or the rest is never read.
  setImmediate(() => {
    raw.unpipe();
    raw.resume();
  });
}

/** Errors of the multipart parser and its limits, as answers in our envelope. */
function asAnswer(err: unknown, spec: UploadSpec): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(spec);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError('E_PAYLOAD_TOO_LARGE');
  }
  // busboy's "Unexpected end of form", "Malformed part header", a premature close, a prototype
  // key as a field name: all are a broken body, the client's to fix.
  return fail.field('', REQUEST_TEXTS.invalidMultipart);
}

/**
 * A multipart body: the `_input` field through `parseInput` (as soon as it arrives, so a bad input
 * is refused before the files are read; `{}` when there is none) and the checked files.
 */
export async function readMultipart<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  spec: UploadSpec,
  parseInput: (raw: unknown) => T,
): Promise<{ input: T; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw fail.field('', REQUEST_TEXTS.expectedMultipart);
  const declared = Number(req.headers['content-length']);
  let input: T | undefined;
  const files: UploadedFile[] = [];
  try {
    if (Number.isFinite(declared) && declared > spec.maxBytes * spec.maxFiles + FORM_OVERHEAD_BYTES) {
      throw tooLarge(spec);
    }
    const parts = req.parts({
      limits: {
        fileSize: spec.maxBytes + 1,
        files: spec.maxFiles + 1,
        fields: 10,
        parts: spec.maxFiles + 11,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (files.length >= spec.maxFiles) {
          throw new ApiError('E_INVALID_FILE', {
            fields: [{ path: 'files', message: format(UPLOAD_TEXTS.tooManyFiles, { max: spec.maxFiles }) }],
          });
        }
        files.push(await readFile(part, spec));
      } else if (part.fieldname === '_input') {
        if (part.valueTruncated) throw fail.field('_input', REQUEST_TEXTS.invalidJson);
        let raw: unknown;
        try {
          raw = JSON.parse(String(part.value));
        } catch {
          throw fail.field('_input', REQUEST_TEXTS.invalidJson);
        }
        input = parseInput(raw);
      }
    }
  } catch (err) {
    releaseBody(req, reply);
    throw asAnswer(err, spec);
  }
  return { input: input ?? parseInput({}), files };
}
