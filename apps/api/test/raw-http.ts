// HTTP at the byte level for the upload tests: a multipart body written by hand (so it can be cut
// short or broken), sent over one keep-alive socket in pieces, with the answers read as they come,
// including one that arrives while the body is still unsent.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the start of the exchange to the end of this answer. */
  at: number;
}

export const BOUNDARY = '----tourplanner-test-boundary';

/** The multipart body of `_input` and files, as a browser sends it. */
export function multipartBody(
  input: unknown,
  files: { name: string; type: string; bytes: Uint8Array }[],
  boundary = BOUNDARY,
): Buffer {
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="_input"\r\n\r\n${JSON.stringify(input)}\r\n`,
    ),
  ];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** Request head bytes for a POST. */
export function postHead(
  path: string,
  headers: Record<string, string | number>,
  contentLength: number | null,
): Buffer {
  const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: keep-alive'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (contentLength !== null) lines.push(`Content-Length: ${contentLength}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
}

/** One keep-alive connection: write bytes, and wait for whole answers in order. */
export class RawConnection {
  private readonly socket: Socket;
  private buffer = Buffer.alloc(0);
  private readonly answers: RawAnswer[] = [];
  private waiters: (() => void)[] = [];
  private readonly started = Date.now();
  closed = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.parse();
    });
    const end = () => {
      this.closed = true;
      this.wake();
    };
    socket.on('close', end);
    socket.on('error', end);
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) }, () =>
        resolve(new RawConnection(socket)),
      );
      socket.once('error', reject);
    });
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  private parse() {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(head[0]!.split(' ')[1]);
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.answers.push({ status, headers, body, at: Date.now() - this.started });
      this.wake();
    }
  }

  /** Writes bytes; resolves when they are handed to the kernel (false when the server closed). */
  write(bytes: Buffer): Promise<boolean> {
    if (this.closed || this.socket.destroyed) return Promise.resolve(false);
    return new Promise((resolve) => this.socket.write(bytes, (err) => resolve(!err)));
  }

  /** The n-th answer (0-based) within `timeoutMs`, or null. */
  async answer(n: number, timeoutMs = 5_000): Promise<RawAnswer | null> {
    const deadline = Date.now() + timeoutMs;
    while (this.answers.length <= n) {
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) return this.answers[n] ?? null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.answers[n]!;
  }

  close() {
    this.socket.destroy();
  }
}
