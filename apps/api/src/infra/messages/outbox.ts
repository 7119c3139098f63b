// The development outbox: without SMTP or an SMS provider, each message is written as one JSON
// file under $DATA_DIR/outbox/ (that is how reset and OTP codes are read in development).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender, OutgoingMessage } from './types';

export function outboxSender(dir: string, log?: Pick<FastifyBaseLogger, 'info'>): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${message.channel}-${randomBytes(4).toString('hex')}.json`);
      const record = { ...message, createdAt: new Date().toISOString() };
      // Written whole under another name, then renamed: a reader never sees half a message.
      await writeFile(`${file}.part`, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      await rename(`${file}.part`, file);
      // The path, not the text: the text may hold a code.
      log?.info({ channel: message.channel, file }, 'message written to the outbox');
    },
  };
}
