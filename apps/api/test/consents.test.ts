// The consumer's consent record through HTTP: the receipt e-mail and SMS after a registration,
// the link's page (see, withdraw; appended, never overwritten), and ADMIN's history export.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, consentWithdrawals, consumers, otpChallenges } from '../src/db/schema/consumers';
import { dayOf } from '../src/infra/dates';
import { CONSENT_RECEIPT_QUEUE, sendConsentReceipt } from '../src/modules/consents/receipt.service';
import { pseudonymOf, purgeUnverifiedContacts } from '../src/modules/consents/service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';
import { newContact, phoneOf, registerBody, startAction, VELO, verified } from './webform-support';

interface Entry {
  purpose: string;
  value: boolean;
  textVersion: string;
  withdrawable: boolean;
  withdrawnAt: string | null;
}

describe.each(BACKENDS)('consent receipts and withdrawal on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let hst1: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { WEBFORM_URL: 'https://formularz.example/' } });
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    await startAction(t, f.actions.editable1);
    [hst1, admin] = await Promise.all([t.login('hst1@fixture.test'), t.login('admin@fixture.test')]);
  }, 180_000);
  afterAll(() => t?.close());

  /** A registered consumer and the token of the link their receipt e-mail carries. */
  async function registered() {
    const c = newContact('zgoda');
    await verified(t, hst1, c);
    const r = await t.call('leadRegister', registerBody(c, VELO, f.actions.editable1), { token: hst1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mail = await waitFor(
      () =>
        t.messages.sent.find((m) => m.channel === 'email' && m.to === c.email && m.text.includes('/zgody/')),
      (m) => m !== undefined,
      'the consent receipt e-mail',
    );
    const token = /\/zgody\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    return { c, mail: mail!, token };
  }

  it('sends the consumer a receipt of each consent, its text version and a link, by e-mail and SMS', async () => {
    const { c, mail, token } = await registered();
    expect(mail.subject).toBe('Potwierdzenie rejestracji Velo i Twoich zgód');
    expect(mail.text).toContain(`https://formularz.example/zgody/${token}`);
    expect(mail.text).toMatch(
      /Wyrażam zgodę na otrzymywanie informacji marketingowych w wiadomościach SMS.*: wyrażona/,
    );
    expect(mail.text).toMatch(/mediach społecznościowych\.: niewyrażona/);
    expect(mail.text).toMatch(/wersja treści \S+/);
    const sms = await waitFor(
      () =>
        t.messages.sent.find((m) => m.channel === 'sms' && m.to === phoneOf(c) && m.text.includes('/zgody/')),
      (m) => m !== undefined,
      'the consent receipt SMS',
    );
    expect(sms!.text).toContain(`/zgody/${token}`);
    // Only the hash is kept: the token appears nowhere in the database, the job's data included.
    const rows = await t.deps.db.execute(`select token_hash from consent_links`);
    expect(JSON.stringify(rows)).not.toContain(token);
    const jobs = await t.database.executeSql(`select data from pgboss.job where name = $1`, [
      CONSENT_RECEIPT_QUEUE,
    ]);
    expect(jobs.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(jobs.rows)).not.toContain(token);
  });

  it('keeps a receipt the mailer refused and sends it on its retry, once, with a link that works', async () => {
    const c = newContact('ponowienie');
    await verified(t, hst1, c);
    const receipts = () => t.messages.sent.filter((m) => m.to === c.email && m.text.includes('/zgody/'));
    t.messages.failNext = 1;
    try {
      const r = await t.call('leadRegister', registerBody(c, VELO, f.actions.editable1), { token: hst1 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      // The first try failed; the job waits 30-60 s for its retry (skipped here).
      await waitFor(
        () =>
          t.database.executeSql(
            `update pgboss.job set start_after = now() where name = $1 and state = 'retry' returning data`,
            [CONSENT_RECEIPT_QUEUE],
          ),
        (q) => q.rows.length === 1,
        'the receipt waiting for its retry',
      );
    } finally {
      t.messages.failNext = 0;
    }
    const [mail] = await waitFor(receipts, (list) => list.length > 0, 'the receipt sent on its retry');
    const token = /\/zgody\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await t.call('consentRecord', { token })).status).toBe(200);
    // Delivered again (as after a lost completion): nothing more is sent.
    const [link] = (
      await t.database.executeSql(
        `select l.registration_id, l.receipt_sent_at from consent_links l join consumers c on c.id = l.consumer_id where c.email = $1`,
        [c.email],
      )
    ).rows as { registration_id: string; receipt_sent_at: unknown }[];
    expect(link!.receipt_sent_at).not.toBeNull();
    const sent = t.messages.sent.length;
    await sendConsentReceipt(t.deps, link!.registration_id);
    expect(t.messages.sent.length).toBe(sent);
    expect(receipts()).toHaveLength(1);
    expect((await t.call('consentRecord', { token })).status).toBe(200);
  });

  it('shows the registration’s consents through the link, without a session', async () => {
    const { token } = await registered();
    const r = await t.call<{ brand: string; consents: Entry[] }>('consentRecord', { token });
    expect(r.status).toBe(200);
    expect(r.body.data.brand).toBe('Velo');
    const byPurpose = Object.fromEntries(r.body.data.consents.map((e) => [e.purpose, e]));
    expect(byPurpose.mobileOptIn).toMatchObject({ value: true, withdrawable: true, withdrawnAt: null });
    expect(byPurpose.socialMediaOptIn).toMatchObject({ value: false, withdrawable: false });
    // The registration's own consents are not withdrawn through the link.
    expect(byPurpose.personalDataRegistrationAuthorisation).toMatchObject({
      value: true,
      withdrawable: false,
    });
  });

  it('appends a withdrawal beside the consent, once, and keeps the consent as it was recorded', async () => {
    const { c, token } = await registered();
    const r = await t.call<{ consents: Entry[] }>('consentWithdraw', { token, purposes: ['mobileOptIn'] });
    expect(r.status).toBe(200);
    const mobile = r.body.data.consents.find((e) => e.purpose === 'mobileOptIn')!;
    expect(mobile).toMatchObject({ value: true, withdrawable: false, withdrawnAt: expect.any(String) });
    const again = await t.call('consentWithdraw', { token, purposes: ['mobileOptIn', 'socialMediaOptIn'] });
    expect(again.status).toBe(200);
    const [consumer] = await t.deps.db.select().from(consumers).where(eq(consumers.email, c.email));
    const consumerId = consumer!.id;
    const withdrawals = await t.deps.db
      .select()
      .from(consentWithdrawals)
      .where(eq(consentWithdrawals.consumerId, consumerId));
    // mobileOptIn once; socialMediaOptIn was never given, so nothing to withdraw.
    expect(withdrawals.map((w) => w.purpose)).toEqual(['mobileOptIn']);
    const given = await t.deps.db.select().from(consents).where(eq(consents.consumerId, consumerId));
    expect(given.find((g) => g.purpose === 'mobileOptIn')!.value).toBe(true);
    await expect(
      t.deps.db.delete(consentWithdrawals).where(eq(consentWithdrawals.consumerId, consumerId)),
    ).rejects.toThrow();

    // ADMIN's export shows both, in time order.
    const history = await t.call<{ events: { kind: string; purpose: string; value: boolean }[] }>(
      'consentHistory',
      { consumer: { emailAddress: c.email.toUpperCase() } },
      { token: admin },
    );
    expect(history.status).toBe(200);
    const mobileEvents = history.body.data.events.filter((e) => e.purpose === 'mobileOptIn');
    expect(mobileEvents.map((e) => [e.kind, e.value])).toEqual([
      ['consent', true],
      ['withdrawal', false],
    ]);
  });

  it('refuses a token that opens nothing, a malformed one, and a consent the link cannot withdraw', async () => {
    const unknown = 'A'.repeat(43);
    expect((await t.call('consentRecord', { token: unknown })).status).toBe(404);
    expect((await t.call('consentWithdraw', { token: unknown, purposes: ['mobileOptIn'] })).status).toBe(404);
    const bad = await t.call('consentRecord', { token: 'krótki' });
    expect([bad.status, bad.body.data.error]).toEqual([400, 'E_VALIDATION']);
    const { token } = await registered();
    const notMarketing = await t.call('consentWithdraw', { token, purposes: ['ageVerified'] });
    expect(notMarketing.status).toBe(400);
    const neither = await t.call('consentHistory', { consumer: {} }, { token: admin });
    expect([neither.status, neither.body.data.fields]).toEqual([
      400,
      [{ path: 'consumer.emailAddress', message: 'Podaj adres e-mail lub numer telefonu.' }],
    ]);
    expect(
      (await t.call('consentHistory', { consumer: { emailAddress: 'nikt@example.com' } }, { token: admin }))
        .status,
    ).toBe(404);
  });
  it('erases a consumer on request: personal data gone, the link closed, the consent proof kept', async () => {
    const { c, token } = await registered();
    const [before] = await t.deps.db.select().from(consumers).where(eq(consumers.email, c.email));
    const erase = await t.call<{ erased: number }>(
      'consentErase',
      { consumer: { emailAddress: c.email } },
      { token: admin },
    );
    expect([erase.status, erase.body.data.erased]).toEqual([200, 1]);
    const [after] = await t.deps.db.select().from(consumers).where(eq(consumers.id, before!.id));
    expect(after).toMatchObject({ firstName: '', lastName: '', birthDate: null, postalCode: null });
    expect(after!.email).toBe(pseudonymOf(c.email));
    expect(after!.phone).toBe(pseudonymOf(phoneOf(c)));
    const everything = JSON.stringify(await t.deps.db.execute(`select * from verifications, otp_challenges`));
    expect(everything).not.toContain(c.email);
    expect(everything).not.toContain(phoneOf(c));
    expect((await t.call('consentRecord', { token })).status).toBe(404);
    // The proof stays, found by whoever knows the address.
    const history = await t.call<{ events: { kind: string }[] }>(
      'consentHistory',
      { consumer: { emailAddress: c.email } },
      { token: admin },
    );
    expect(history.status).toBe(200);
    expect(history.body.data.events.length).toBeGreaterThan(0);
    const again = await t.call<{ erased: number }>(
      'consentErase',
      { consumer: { mobileNumber: phoneOf(c) } },
      { token: admin },
    );
    expect([again.status, again.body.data.erased]).toEqual([200, 0]);
  });

  it('purges OTP requests and verifications that led to no registration once past the retention time', async () => {
    const registeredOne = (await registered()).c;
    const unregistered = newContact('porzucony');
    await verified(t, hst1, unregistered);
    const count = async (email: string) =>
      (await t.deps.db.select().from(otpChallenges).where(eq(otpChallenges.email, email))).length;
    expect(await count(unregistered.email)).toBe(1);
    const days = t.deps.env.CONSUMER_DATA_RETENTION_DAYS;
    const early = await purgeUnverifiedContacts({
      ...t.deps,
      now: () => new Date(Date.now() + (days - 1) * 86_400_000),
    });
    expect(early.otpChallenges).toBe(0);
    const late = await purgeUnverifiedContacts({
      ...t.deps,
      now: () => new Date(Date.now() + (days + 1) * 86_400_000),
    });
    expect(late.verifications).toBeGreaterThanOrEqual(1);
    expect(await count(unregistered.email)).toBe(0);
    // A registration's OTP request and verification stay: the consents point at them.
    expect(await count(registeredOne.email)).toBe(1);
  });
});
