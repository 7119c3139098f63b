// The consumer's receipt of a registration's consents, by e-mail and SMS with the link of their
// consent record, as a job of the engine's 'consent-receipts' queue (the registration only queues
// it after its transaction, so the hostess never waits for a mail server and a mailer failure is
// tried again). The link's token exists only in the messages: each try makes a new one (only its
// hash is kept), so the job carries nothing but the registration's id, and a retry after a
// partial send leaves only the newest link working. The link's `receipt_sent_at` marks it sent:
// a later delivery of the same job sends nothing. An erased consumer gets nothing.
import { randomBytes } from 'node:crypto';
import { format } from '@tourplanner/i18n-pl/format';
import { MESSAGE_TEXTS } from '@tourplanner/i18n-pl/server';
import { CONSENTS, consentLabel } from '@tourplanner/i18n-pl/webform';
import { and, eq, isNull } from 'drizzle-orm';
import { consentLinks, consumers } from '../../db/schema/consumers';
import type { AppDeps } from '../../infra/deps';
import type { QueueDef } from '../../infra/jobs/engine';
import { hashOf, recordOf } from './service';

export const CONSENT_RECEIPT_QUEUE = 'consent-receipts';

/** Queues the receipt of a registration (after its transaction committed); its id is the job's. */
export const queueConsentReceipt = (deps: Pick<AppDeps, 'jobs'>, registrationId: string) =>
  deps.jobs.send(CONSENT_RECEIPT_QUEUE, { registrationId }, { id: registrationId });

/** Sends the receipt of a registration unless it went already: the handler of 'consent-receipts'. */
export async function sendConsentReceipt(deps: AppDeps, registrationId: string) {
  const [found] = await deps.db
    .select({ link: consentLinks, email: consumers.email, phone: consumers.phone })
    .from(consentLinks)
    .innerJoin(consumers, eq(consumers.id, consentLinks.consumerId))
    .where(eq(consentLinks.registrationId, registrationId));
  if (!found || found.link.receiptSentAt) return;
  // Erased on request before the receipt went (the e-mail and number are pseudonyms now).
  if (found.email.startsWith('erased:')) return;
  const token = randomBytes(32).toString('base64url');
  const [link] = await deps.db
    .update(consentLinks)
    .set({ tokenHash: hashOf(token) })
    .where(and(eq(consentLinks.id, found.link.id), isNull(consentLinks.receiptSentAt)))
    .returning();
  if (!link) return;
  const record = await recordOf(deps, link);
  const url = `${deps.env.WEBFORM_URL.replace(/\/+$/, '')}/zgody/${token}`;
  const t = MESSAGE_TEXTS.consentReceipt;
  const lines = record.consents.map((c) =>
    format(t.line, { label: consentLabel(c.purpose), state: c.value ? t.given : t.refused }),
  );
  const time = new Date(record.registeredAt).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' });
  const version = record.consents[0]?.textVersion ?? CONSENTS.version;
  await deps.services.messages.send({
    channel: 'email',
    to: found.email,
    subject: format(t.subject, { brand: record.brand }),
    text: format(t.text, { brand: record.brand, time, version, consents: lines.join('\n'), link: url }),
  });
  await deps.services.messages.send({
    channel: 'sms',
    to: found.phone,
    text: format(t.sms, { brand: record.brand, link: url }),
  });
  await deps.db.update(consentLinks).set({ receiptSentAt: deps.now() }).where(eq(consentLinks.id, link.id));
}

/** The 'consent-receipts' queue: five tries, the waits doubling from 30 s. */
export function consentReceiptQueueDef(deps: AppDeps): QueueDef<{ registrationId: string }> {
  return {
    name: CONSENT_RECEIPT_QUEUE,
    retryLimit: 4,
    retryDelaySeconds: 30,
    expireInSeconds: 45,
    handler: (data) => sendConsentReceipt(deps, data.registrationId),
  };
}
