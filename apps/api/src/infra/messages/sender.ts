// Picks the transport per channel from the configuration: SMTP for e-mail and the HTTP provider
// for SMS when configured, the outbox otherwise.
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import { outboxSender } from './outbox';
import { httpSmsSender } from './sms-http';
import { smtpSender } from './smtp';
import type { MessageSender } from './types';

export function createMessageSender(env: Env, log?: Pick<FastifyBaseLogger, 'info'>): MessageSender {
  const outbox = outboxSender(join(env.dataDir, 'outbox'), log);
  const email = env.SMTP_HOST
    ? smtpSender({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
        from: env.SMTP_FROM,
      })
    : outbox;
  const sms = env.SMS_URL
    ? httpSmsSender({ url: env.SMS_URL, apiKey: env.SMS_API_KEY, from: env.SMS_FROM })
    : outbox;
  return {
    send: (m) => (m.channel === 'email' ? email : sms).send(m),
    async close() {
      await email.close?.();
    },
  };
}

/**
 * Messages kept in memory: tests read what was "sent"; `failNext` makes the next sends fail, and
 * `refuse` (when set) fails every send it answers true for, as a mail server refusing an address
 * or down would.
 */
export function memorySender(): MessageSender & {
  sent: import('./types').OutgoingMessage[];
  failNext: number;
  refuse: ((m: import('./types').OutgoingMessage) => boolean) | null;
} {
  const sender = {
    sent: [] as import('./types').OutgoingMessage[],
    failNext: 0,
    refuse: null as ((m: import('./types').OutgoingMessage) => boolean) | null,
    async send(m: import('./types').OutgoingMessage) {
      if (sender.failNext > 0) {
        sender.failNext -= 1;
        throw new Error('the mailer is down (test)');
      }
      if (sender.refuse?.(m)) throw new Error('the mailer refused the message (test)');
      sender.sent.push(m);
    },
  };
  return sender;
}
