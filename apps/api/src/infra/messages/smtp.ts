// E-mail through SMTP (nodemailer) when SMTP_HOST is configured.
import nodemailer from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './types';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
  from: string;
}

export function smtpSender(s: SmtpSettings): MessageSender {
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
    // A local development server often has a self-made certificate; production sets SMTP_SECURE.
    tls: { rejectUnauthorized: s.secure },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(m: OutgoingMessage) {
      await transport.sendMail({ from: s.from, to: m.to, subject: m.subject ?? 'TourPlanner', text: m.text });
    },
    async close() {
      transport.close();
    },
  };
}
