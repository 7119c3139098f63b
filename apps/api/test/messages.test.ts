// The messages service: a real SMTP delivery (smtp-server started here), the outbox without SMTP
// or SMS, and the HTTP SMS adapter.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/env';
import { createMessageSender } from '../src/infra/messages/sender';

describe('messages', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'tp-msg-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('delivers e-mail through SMTP when SMTP_HOST is set', async () => {
    const received: { to: string[]; body: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let body = '';
        stream.on('data', (c: Buffer) => {
          body += c.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
          done();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.server.address() as { port: number }).port;
    try {
      const sender = createMessageSender(
        testEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), DATA_DIR: dataDir() }),
      );
      await sender.send({
        channel: 'email',
        to: 'anna@example.test',
        subject: 'Kod',
        text: 'Twój kod: ABCD2345',
      });
      await sender.close?.();
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['anna@example.test']);
      expect(received[0]!.body).toContain('ABCD2345');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('writes to the outbox, one JSON file per message, without SMTP or SMS', async () => {
    const dir = dataDir();
    const sender = createMessageSender(testEnv({ DATA_DIR: dir }));
    await sender.send({ channel: 'sms', to: '+48500100200', text: 'Kod: 7KQ2M' });
    await sender.send({ channel: 'email', to: 'jan@example.test', subject: 'Kod', text: 'Kod: X' });
    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    const sms = files
      .map((f) => JSON.parse(readFileSync(join(dir, 'outbox', f), 'utf8')))
      .find((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ to: '+48500100200', text: 'Kod: 7KQ2M' });
  });

  it('sends SMS through the HTTP provider when SMS_URL is set', async () => {
    const got: { auth?: string; body: unknown }[] = [];
    const http = createServer((req, res) => {
      let b = '';
      req.on('data', (c) => {
        b += c;
      });
      req.on('end', () => {
        got.push({ auth: req.headers.authorization, body: JSON.parse(b) });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const port = (http.address() as { port: number }).port;
    try {
      const sender = createMessageSender(
        testEnv({ SMS_URL: `http://127.0.0.1:${port}/send`, SMS_API_KEY: 'k3y', DATA_DIR: dataDir() }),
      );
      await sender.send({ channel: 'sms', to: '+48500100200', text: 'Kod: 7KQ2M' });
      expect(got).toEqual([
        { auth: 'Bearer k3y', body: { to: '+48500100200', from: 'TourPlanner', text: 'Kod: 7KQ2M' } },
      ]);
    } finally {
      await new Promise<void>((r) => http.close(() => r()));
    }
  });
});
