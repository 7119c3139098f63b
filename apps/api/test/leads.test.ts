// Long (over 300 lines) on purpose: the OTP, verify and register steps build on one another on one server.
// /lead/otp, /lead/verify, /lead/register through HTTP: the OTP policy (hashed codes, cooldown,
// caps, expiry, tries), the recorded verification /lead/register trusts, server-side validation,
// entitlement, the device registry, InspirationClub, consents, idempotency and, on PostgreSQL,
// twenty parallel identical registrations.
import { CONSENTS } from '@tourplanner/i18n-pl/webform';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consents,
  consumerAssets,
  consumers,
  inspirationClubMembers,
  otpChallenges,
  productInterests,
  registrations,
  verifications,
} from '../src/db/schema/consumers';
import { devices } from '../src/db/schema/devices';
import { dayOf } from '../src/infra/dates';
import { OTP_ALPHABET, OTP_POLICY } from '../src/modules/leads/otp';
import { DEMO_CONSUMERS, DEMO_SERIALS, seedLeads } from '../src/seed/leads';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import {
  addDevices,
  type Contact,
  GLO,
  lastCode,
  newContact,
  otpBody,
  phoneOf,
  registerBody,
  sendCodes,
  startAction,
  VELO,
  verified,
  verifyBody,
} from './webform-support';

describe.each(BACKENDS)('leads on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let offsetMs = 0;
  let hst1: string;
  let hst3: string;
  let hsadm: string;
  let asm: string;
  let admin: string;
  const serials = Array.from({ length: 30 }, (_, i) => `GLOT${String(i + 1).padStart(6, '0')}`);
  let nextSerial = 0;
  const serial = () => serials[nextSerial++]!;

  beforeAll(async () => {
    t = await startTestApp(backend, { now: () => new Date(Date.now() + offsetMs) });
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    await startAction(t, f.actions.editable1);
    await startAction(t, f.actions.editable2);
    await addDevices(t, serials);
    [hst1, hst3, hsadm, asm, admin] = await Promise.all([
      t.login('hst1@fixture.test'),
      t.login('hst3@fixture.test'),
      t.login('hsadm1@fixture.test'),
      t.login('asm1@fixture.test'),
      t.login('admin@fixture.test'),
    ]);
    // Generous: the first start migrates and hashes passwords, slow on a busy 2-core machine.
  }, 180_000);
  afterAll(() => t?.close());

  /** A new consumer verified by `token` (404 error_m2_not_found_in_salesforce expected). */
  async function newVerified(token: string, c: Contact = newContact()) {
    const v = await verified(t, token, c);
    expect(v.body.data.error).toBe('error_m2_not_found_in_salesforce');
    return c;
  }

  describe('/lead/otp', () => {
    it('sends a 5-character code by e-mail and another by SMS, stored only hashed', async () => {
      const c = newContact();
      const before = t.messages.sent.length;
      const r = await t.call('leadOtp', otpBody(c), { token: hst1 });
      expect(r.status).toBe(200);
      expect(r.body.status.success).toBe(true);
      // Hers only: the app's jobs may meanwhile send the fixture's hostesses their own notices.
      const sent = t.messages.sent.slice(before).filter((m) => m.to === c.email || m.to === phoneOf(c));
      expect(sent.map((m) => [m.channel, m.to]).sort()).toEqual([
        ['email', c.email],
        ['sms', phoneOf(c)],
      ]);
      const codes = {
        sms: lastCode(t, 'sms', phoneOf(c), before),
        email: lastCode(t, 'email', c.email, before),
      };
      for (const code of [codes.sms, codes.email]) {
        expect(code).toHaveLength(5);
        for (const ch of code) expect(OTP_ALPHABET).toContain(ch);
      }
      expect(OTP_ALPHABET).toHaveLength(32);
      expect(OTP_ALPHABET).not.toMatch(/[01IO]/);
      const [row] = await t.deps.db.select().from(otpChallenges).where(eq(otpChallenges.email, c.email));
      expect(JSON.stringify(row)).not.toContain(codes.sms);
      expect(JSON.stringify(row)).not.toContain(codes.email);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
    });

    it('refuses a missing session, the back-office roles and bad contact data', async () => {
      const c = newContact();
      expect((await t.call('leadOtp', otpBody(c))).status).toBe(401);
      for (const token of [asm, admin]) {
        const r = await t.call('leadOtp', otpBody(c), { token });
        expect(r.status).toBe(403);
        expect(r.body.data.error).toBe('E_FORBIDDEN');
      }
      const bad = await t.call(
        'leadOtp',
        { lead: { process: 'TOURPLANNER', emailAddress: 'nie-email', mobileNumber: '+99123' } },
        { token: hst1 },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.data.error).toBe('E_VALIDATION');
      expect(bad.body.data.fields?.map((x) => x.path).sort()).toEqual([
        'lead.emailAddress',
        'lead.mobileNumber',
      ]);
      const wrongProcess = await t.call(
        'leadOtp',
        { lead: { ...otpBody(c).lead, process: 'OTHER' } },
        { token: hst1 },
      );
      expect(wrongProcess.status).toBe(400);
    });

    it('lets HSADM send codes too (the webform is hers as well)', async () => {
      const r = await t.call('leadOtp', otpBody(newContact()), { token: hsadm });
      expect(r.status).toBe(200);
    });

    it('keeps a resend cooldown per target, says when the next send may go, and replaces the earlier codes', async () => {
      const c = newContact();
      const sentAt = Date.now() + offsetMs;
      const sent = await t.call('leadOtp', otpBody(c), { token: hst3 });
      expect(sent.status).toBe(200);
      const meta = sent.body.meta as { nextSendAt: string; nextSendIn: number; ts: string };
      expect(meta.nextSendIn).toBe(OTP_POLICY.cooldownMs / 1000);
      expect(Math.abs(Date.parse(meta.nextSendAt) - (sentAt + OTP_POLICY.cooldownMs))).toBeLessThan(5000);
      expect(meta.nextSendAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      const first = { sms: lastCode(t, 'sms', phoneOf(c)), email: lastCode(t, 'email', c.email) };
      const again = await t.call('leadOtp', otpBody(c), { token: hst3 });
      expect(again.status).toBe(429);
      expect(again.body.data.error).toBe('error_otp_cooldown');
      const wait = Number(again.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(30);
      expect(again.body.meta).toMatchObject({
        nextSendIn: wait,
        nextSendAt: expect.any(String),
        ts: expect.any(String),
      });
      // A corrected e-mail or number is a new target: not held by the old one's cooldown.
      const newEmail = { ...c, email: `inny.${c.email}` };
      expect((await t.call('leadOtp', otpBody(newEmail), { token: hst1 })).status).toBe(200);
      const newNumber = newContact();
      expect(
        (await t.call('leadOtp', otpBody({ ...newNumber, email: c.email }), { token: hst1 })).status,
      ).toBe(200);
      offsetMs += OTP_POLICY.cooldownMs + 1000;
      const second = await sendCodes(t, hst3, c);
      const old = await t.call('leadVerify', verifyBody(c, first), { token: hst3 });
      expect(old.body.data.error).toMatch(/^error_wrong_otp/);
      const ok = await t.call('leadVerify', verifyBody(c, second), { token: hst3 });
      expect(ok.body.data.error).toBe('error_m2_not_found_in_salesforce');
    });

    it('lets one of parallel sends to the same contact through, across two API processes', async () => {
      // Two processes on one database, as behind a load balancer: the cooldown lives in the database.
      const other = await startTestApp(backend, { sharing: t, now: () => new Date(Date.now() + offsetMs) });
      try {
        const c = newContact();
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            (i % 2 ? other : t).call('leadOtp', otpBody(c), { token: hst1 }),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        const refused = answers.filter((a) => a.status !== 200);
        expect(refused.map((a) => [a.status, a.body.data.error])).toEqual(
          refused.map(() => [429, 'error_otp_cooldown']),
        );
        for (const a of refused) expect(a.headers.get('retry-after')).toMatch(/^\d+$/);
        const challenges = await t.deps.db
          .select()
          .from(otpChallenges)
          .where(eq(otpChallenges.email, c.email));
        expect(challenges).toHaveLength(1);
        // One pair of codes went out, from whichever process won.
        const sent = [...t.messages.sent, ...other.messages.sent].filter(
          (m) => m.to === c.email || m.to === phoneOf(c),
        );
        expect(sent).toHaveLength(2);
      } finally {
        await other.close();
      }
    });

    it('caps the sends per number per hour, and says until when', async () => {
      const c = newContact();
      const firstAt = Date.now() + offsetMs;
      for (let i = 0; i < t.deps.env.OTP_SENDS_PER_TARGET_PER_HOUR; i++) {
        const r = await t.call('leadOtp', otpBody(c), { token: hst3 });
        expect(r.status).toBe(200);
        offsetMs += OTP_POLICY.cooldownMs + 1000;
      }
      const capped = await t.call('leadOtp', otpBody(c), { token: hst3 });
      expect(capped.status).toBe(429);
      expect(capped.body.data.error).toBe('E_TOO_MANY_REQUESTS');
      // Free again an hour after the first of the five.
      const until = Date.parse((capped.body.meta as { nextSendAt: string }).nextSendAt);
      expect(Math.abs(until - (firstAt + 3_600_000))).toBeLessThan(5000);
      expect(Number(capped.headers.get('retry-after'))).toBe(
        (capped.body.meta as { nextSendIn: number }).nextSendIn,
      );
      offsetMs += 3_600_000;
      expect((await t.call('leadOtp', otpBody(c), { token: hst3 })).status).toBe(200);
    });

    it('caps the sends per hostess per hour, never per address', async () => {
      const now = new Date(Date.now() + offsetMs);
      const filler = (n: number, extra: { createdBy: string; ip: string }) =>
        Array.from({ length: n }, (_, i) => ({
          email: `cap.${i}.${extra.ip}@example.com`,
          phone: `+4870${String(i).padStart(7, '0')}`,
          salt: 's',
          emailCodeHash: 'x',
          smsCodeHash: 'x',
          expiresAt: now,
          createdAt: now,
          ...extra,
        }));
      await t.deps.db
        .insert(otpChallenges)
        .values(
          filler(t.deps.env.OTP_SENDS_PER_HOSTESS_PER_HOUR, { createdBy: f.users.hst3.id, ip: '10.0.0.1' }),
        );
      const byHostess = await t.call('leadOtp', otpBody(newContact()), { token: hst3 });
      expect(byHostess.status).toBe(429);
      expect(byHostess.body.data.error).toBe('E_TOO_MANY_REQUESTS');
      expect(Number(byHostess.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect((await t.call('leadOtp', otpBody(newContact()), { token: hst1 })).status).toBe(200);
      // 200 sends from the shop's address by other hostesses hold no one back (the old cap was 120).
      await t.deps.db
        .insert(otpChallenges)
        .values(filler(200, { createdBy: f.users.hst2.id, ip: '127.0.0.1' }));
      expect((await t.call('leadOtp', otpBody(newContact()), { token: hst1 })).status).toBe(200);
      // An hour later the hostess's cap has reset.
      offsetMs += 3_600_000 + 1000;
      expect((await t.call('leadOtp', otpBody(newContact()), { token: hst3 })).status).toBe(200);
    });
  });

  describe('/lead/verify', () => {
    it('answers a wrong SMS code, a wrong e-mail code, then accepts the right ones in any case', async () => {
      const c = newContact();
      const codes = await sendCodes(t, hst1, c);
      const wrongSms = await t.call(
        'leadVerify',
        verifyBody(c, { ...codes, sms: codes.sms === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ' }),
        { token: hst1 },
      );
      expect(wrongSms.status).toBe(400);
      expect(wrongSms.body.data.error).toBe('error_wrong_otp');
      const wrongEmail = await t.call(
        'leadVerify',
        verifyBody(c, { ...codes, email: codes.email === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ' }),
        { token: hst1 },
      );
      expect(wrongEmail.body.data.error).toBe('error_wrong_otp_email');
      const ok = await t.call(
        'leadVerify',
        verifyBody(c, { sms: codes.sms.toLowerCase(), email: ` ${codes.email.toLowerCase()} ` }),
        { token: hst1 },
      );
      // A consumer not in the registry: a 404 failure, but the verification is recorded.
      expect(ok.status).toBe(404);
      expect(ok.body.data.error).toBe('error_m2_not_found_in_salesforce');
      expect(ok.body.meta?.ts).toEqual(expect.any(String));
      const rows = await t.deps.db.select().from(verifications).where(eq(verifications.email, c.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.consumerState).toBe('');
      // Used once: the same codes again are the repeat of this verify, not a second verification.
      const again = await t.call('leadVerify', verifyBody(c, codes), { token: hst1 });
      expect(again.body.data.error).toBe('error_m2_not_found_in_salesforce');
      expect(
        await t.deps.db.select().from(verifications).where(eq(verifications.email, c.email)),
      ).toHaveLength(1);
    });

    it('answers a repeat of a successful verify (its answer was lost) with the recorded result', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      expect(
        (await t.call('leadRegister', registerBody(c, VELO, f.actions.editable1), { token: hst1 })).status,
      ).toBe(200);
      offsetMs += OTP_POLICY.cooldownMs + 1000;
      const codes = await sendCodes(t, hst1, c);
      const first = await t.call('leadVerify', verifyBody(c, codes), { token: hst1 });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ Glo: true, Vuse: true, Velo: false, Neo: true, newUser: false });
      // The answer never reached the phone; she taps again with the same codes.
      const repeat = await t.call('leadVerify', verifyBody(c, codes), { token: hst1 });
      expect(repeat.status).toBe(200);
      expect(repeat.body.data).toEqual(first.body.data);
      const rows = await t.deps.db.select().from(verifications).where(eq(verifications.email, c.email));
      expect(rows).toHaveLength(2);
      expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);

      // Nobody else has it again: not another session of hers, not another hostess.
      const otherSession = await t.call('leadVerify', verifyBody(c, codes), {
        token: await t.login('hst1@fixture.test'),
      });
      expect(otherSession.body.data.error).toBe('error_otp_expired');
      expect((await t.call('leadVerify', verifyBody(c, codes), { token: hst3 })).body.data.error).toBe(
        'error_otp_expired',
      );

      // Wrong codes still spend tries (2 of 5 are spent by now), and then the right ones are refused.
      const wrong = { ...codes, email: codes.email === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ' };
      const lefts: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await t.call<{ attemptsLeft?: number }>('leadVerify', verifyBody(c, wrong), {
          token: hst1,
        });
        expect(r.body.data.error).toBe('error_wrong_otp_email');
        lefts.push(r.body.data.attemptsLeft);
      }
      expect(lefts).toEqual([2, 1, 0]);
      const spent = await t.call('leadVerify', verifyBody(c, codes), { token: hst1 });
      expect(spent.body.data.error).toBe('error_otp_too_many_attempts');
    });

    it('does not repeat a verify once the registration used it, nor after the codes expired', async () => {
      const used = newContact();
      const codes = await sendCodes(t, hst1, used);
      expect((await t.call('leadVerify', verifyBody(used, codes), { token: hst1 })).status).toBe(404);
      expect((await t.call('leadRegister', registerBody(used, VELO), { token: hst1 })).status).toBe(200);
      const afterUse = await t.call('leadVerify', verifyBody(used, codes), { token: hst1 });
      expect(afterUse.body.data.error).toBe('error_otp_expired');

      const late = newContact();
      const lateCodes = await sendCodes(t, hst1, late);
      expect((await t.call('leadVerify', verifyBody(late, lateCodes), { token: hst1 })).status).toBe(404);
      offsetMs += OTP_POLICY.ttlMs + 1000;
      const afterExpiry = await t.call('leadVerify', verifyBody(late, lateCodes), { token: hst1 });
      expect(afterExpiry.body.data.error).toBe('error_otp_expired');
    });

    it('refuses expired codes', async () => {
      const c = newContact();
      const codes = await sendCodes(t, hst1, c);
      offsetMs += OTP_POLICY.ttlMs + 1000;
      const r = await t.call('leadVerify', verifyBody(c, codes), { token: hst1 });
      expect(r.body.data.error).toBe('error_otp_expired');
    });

    it('allows at most 5 tries, then refuses even the right codes', async () => {
      const c = newContact();
      const codes = await sendCodes(t, hst1, c);
      const wrong = { ...codes, sms: codes.sms === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ' };
      for (let i = 0; i < OTP_POLICY.maxAttempts; i++) {
        const r = await t.call('leadVerify', verifyBody(c, wrong), { token: hst1 });
        expect(r.body.data.error).toBe('error_wrong_otp');
      }
      const r = await t.call('leadVerify', verifyBody(c, codes), { token: hst1 });
      expect(r.status).toBe(429);
      expect(r.body.data.error).toBe('error_otp_too_many_attempts');
    });

    it("does not accept another hostess's codes, a missing session, a wrong role or bad input", async () => {
      const c = newContact();
      const codes = await sendCodes(t, hst1, c);
      const other = await t.call('leadVerify', verifyBody(c, codes), { token: hst3 });
      expect(other.body.data.error).toBe('error_otp_expired');
      expect((await t.call('leadVerify', verifyBody(c, codes))).status).toBe(401);
      expect((await t.call('leadVerify', verifyBody(c, codes), { token: asm })).status).toBe(403);
      const short = await t.call('leadVerify', verifyBody(c, { ...codes, sms: 'AB' }), { token: hst1 });
      expect(short.status).toBe(400);
      expect(short.body.data.fields?.map((x) => x.path)).toEqual(['lead.otp']);
      // A format error does not spend a try: the right codes still work.
      const ok = await t.call('leadVerify', verifyBody(c, codes), { token: hst1 });
      expect(ok.body.data.error).toBe('error_m2_not_found_in_salesforce');
    });
  });

  describe('/lead/register', () => {
    it('needs a verification the server recorded for this hostess, e-mail and number', async () => {
      const c = newContact();
      const none = await t.call('leadRegister', registerBody(c, VELO), { token: hst3 });
      expect(none.status).toBe(409);
      expect(none.body.data.error).toBe('error_not_verified');
      await newVerified(hst1, c);
      // The app's flags do not count: hst3 never verified this consumer.
      const other = await t.call('leadRegister', registerBody(c, VELO), { token: hst3 });
      expect(other.body.data.error).toBe('error_not_verified');
      expect((await t.call('leadRegister', registerBody(c, VELO))).status).toBe(401);
      expect((await t.call('leadRegister', registerBody(c, VELO), { token: admin })).status).toBe(403);
    });

    it('registers a new consumer with Glo and InspirationClub: consumer, asset, device, membership, consents', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      const s = serial();
      const r = await t.call<{ uuid: string; warning?: string }>(
        'leadRegister',
        registerBody(c, { ...GLO(s), InspirationClub: {} }, f.actions.editable1),
        { token: hst1 },
      );
      expect(r.status).toBe(200);
      expect(r.body.status.success).toBe(true);
      expect(r.body.data.uuid).toEqual(expect.any(String));
      expect(r.body.data.warning).toBeUndefined();
      expect(r.body.meta?.bc).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(r.body.meta?.ts).toEqual(expect.any(String));
      const [consumer] = await t.deps.db.select().from(consumers).where(eq(consumers.email, c.email));
      expect(consumer).toMatchObject({ phone: phoneOf(c), firstName: 'Anna', birthDate: '1990-05-15' });
      const assets = await t.deps.db
        .select()
        .from(consumerAssets)
        .where(eq(consumerAssets.consumerId, consumer!.id));
      expect(assets).toMatchObject([
        { brand: 'Glo', model: 'Hyper X2', serialNumber: s, assetSource: 'BREP1' },
      ]);
      const [device] = await t.deps.db.select().from(devices).where(eq(devices.serial, s));
      expect(device!.consumerId).toBe(consumer!.id);
      expect(device!.burnedAt).toBeNull();
      const ic = await t.deps.db
        .select()
        .from(inspirationClubMembers)
        .where(eq(inspirationClubMembers.consumerId, consumer!.id));
      expect(ic).toHaveLength(1);
      const given = await t.deps.db.select().from(consents).where(eq(consents.consumerId, consumer!.id));
      const byPurpose = Object.fromEntries(given.map((g) => [g.purpose, g.value]));
      expect(byPurpose).toMatchObject({
        ageVerified: true,
        personalDataRegistrationAuthorisation: true,
        newsletterCommercialAuthorization: true,
        inspirationClub: true,
        mobileOptIn: true,
        socialMediaOptIn: false,
      });
      for (const g of given) {
        expect(g).toMatchObject({
          actionId: f.actions.editable1,
          pointIdent: 'P-1',
          // The version of the texts the webform showed, so the consent can be proved later.
          textVersion: CONSENTS.version,
        });
        expect(g.verificationId).toEqual(expect.any(String));
      }
      // Append-only in the database too: a recorded consent cannot be changed or deleted.
      await expect(
        t.deps.db.update(consents).set({ value: false }).where(eq(consents.consumerId, consumer!.id)),
      ).rejects.toThrow();
      await expect(t.deps.db.delete(consents).where(eq(consents.consumerId, consumer!.id))).rejects.toThrow();
      const [reg] = await t.deps.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, r.body.data.uuid));
      expect(reg).toMatchObject({ eventIdent: 'EV-1', brand: 'Glo', beacon: r.body.meta?.bc });
    });

    it('registers once on a double submit and answers the same registration', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      const body = registerBody(c, VELO, f.actions.editable1);
      const a = await t.call<{ uuid: string }>('leadRegister', body, { token: hst1 });
      const b = await t.call<{ uuid: string }>('leadRegister', body, { token: hst1 });
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(b.body.data.uuid).toBe(a.body.data.uuid);
      expect(b.body.meta?.bc).toBe(a.body.meta?.bc);
      const n = await t.deps.db.select().from(consumers).where(eq(consumers.email, c.email));
      expect(n).toHaveLength(1);
      const trials = await t.deps.db
        .select()
        .from(productInterests)
        .where(eq(productInterests.consumerId, n[0]!.id));
      expect(trials).toMatchObject([{ brand: 'Velo', sku: 'VELO-PM-4MG' }]);
      // The same verification with another body is not a double submit.
      const changed = await t.call('leadRegister', registerBody(c, { Velo: { sampling: 'VELO-BF-6MG' } }), {
        token: hst1,
      });
      expect(changed.body.data.error).toBe('error_not_verified');
    });

    it('honours an Idempotency-Key header', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      const send = () =>
        fetch(`${t.url}/lead/register`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${hst1}`,
            'idempotency-key': `key-${c.number}`,
          },
          body: JSON.stringify(registerBody(c, VELO)),
        }).then((r) => r.json() as Promise<{ data: { uuid: string } }>);
      const a = await send();
      const b = await send();
      expect(a.data.uuid).toEqual(expect.any(String));
      expect(b.data.uuid).toBe(a.data.uuid);
    });

    it('closes offers already taken: the second registration sees Glo and Velo inactive', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      const first = await t.call('leadRegister', registerBody(c, GLO(serial()), f.actions.editable1), {
        token: hst1,
      });
      expect(first.status).toBe(200);
      offsetMs += OTP_POLICY.cooldownMs + 1000;
      const v = await verified(t, hst1, c);
      expect(v.status).toBe(200);
      expect(v.body.data).toEqual({ Glo: false, Vuse: true, Velo: true, Neo: true, newUser: false });
      const again = await t.call('leadRegister', registerBody(c, GLO(serial()), f.actions.editable1), {
        token: hst1,
      });
      expect(again.status).toBe(409);
      expect(again.body.data.error).toBe('error_offer_not_available');
      expect(again.body.data.fields?.[0]?.path).toBe('lead.selectedOffers.Glo');
      // A refused registration does not spend the verification.
      const velo = await t.call('leadRegister', registerBody(c, VELO, f.actions.editable1), { token: hst1 });
      expect(velo.status).toBe(200);
      offsetMs += OTP_POLICY.cooldownMs + 1000;
      const third = await verified(t, hst1, c);
      expect(third.body.data).toMatchObject({ Glo: false, Velo: false, Vuse: true, Neo: true });
    });

    it('answers success with a warning when the consumer already is an InspirationClub member', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      const first = await t.call('leadRegister', registerBody(c, { ...VELO, InspirationClub: {} }), {
        token: hst1,
      });
      expect(first.body.data).not.toHaveProperty('warning');
      offsetMs += OTP_POLICY.cooldownMs + 1000;
      await verified(t, hst1, c);
      const second = await t.call<{ warning?: string }>(
        'leadRegister',
        registerBody(c, { Neo: { neoOffers: 'CFVEOSAMP1' }, InspirationClub: {} }),
        { token: hst1 },
      );
      expect(second.status).toBe(200);
      expect(second.body.status.success).toBe(true);
      expect(second.body.data.warning).toBe('error_ic_consumer_already_exists');
      expect(second.body.meta?.bc).toEqual(expect.any(String));
    });

    it('checks the Glo serial against the device registry', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      const unknown = await t.call('leadRegister', registerBody(c, GLO('GLO-NIE-MA-TAKIEGO')), {
        token: hst1,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.data.error).toBe('error_device_not_found');
      const taken = serial();
      const d = newContact();
      await newVerified(hst1, d);
      expect((await t.call('leadRegister', registerBody(d, GLO(taken)), { token: hst1 })).status).toBe(200);
      const dup = await t.call('leadRegister', registerBody(c, GLO(taken.toLowerCase())), { token: hst1 });
      expect(dup.status).toBe(409);
      expect(dup.body.data.error).toBe('error_device_already_registered');
      // A burned serial is used up too.
      const burned = serial();
      await t.deps.db.update(devices).set({ burnedAt: new Date() }).where(eq(devices.serial, burned));
      const used = await t.call('leadRegister', registerBody(c, GLO(burned)), { token: hst1 });
      expect(used.body.data.error).toBe('error_device_already_registered');
    });

    it('answers error_asset_unavailable when the consumer changed after verification', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      offsetMs += OTP_POLICY.cooldownMs + 1000;
      await newVerified(hst3, c);
      expect((await t.call('leadRegister', registerBody(c, VELO), { token: hst3 })).status).toBe(200);
      const late = await t.call('leadRegister', registerBody(c, GLO(serial())), { token: hst1 });
      expect(late.status).toBe(409);
      expect(late.body.data.error).toBe('error_asset_unavailable');
    });

    it('answers error_consumer_multiple_found when the e-mail and the number belong to different consumers', async () => {
      const a = newContact();
      const b = newContact();
      for (const x of [a, b]) {
        await newVerified(hst1, x);
        expect((await t.call('leadRegister', registerBody(x, VELO), { token: hst1 })).status).toBe(200);
      }
      const mixed = { ...a, number: b.number };
      offsetMs += OTP_POLICY.cooldownMs + 1000;
      const v = await verified(t, hst1, mixed);
      expect(v.status).toBe(200);
      const r = await t.call('leadRegister', registerBody(mixed, GLO(serial())), { token: hst1 });
      expect(r.status).toBe(409);
      expect(r.body.data.error).toBe('error_consumer_multiple_found');
    });

    it("validates with domain's rules on the server", async () => {
      const c = newContact();
      await newVerified(hst1, c);
      const young = await t.call(
        'leadRegister',
        registerBody(c, VELO, undefined, { birthDate: '2015-01-01' }),
        {
          token: hst1,
        },
      );
      expect(young.status).toBe(400);
      expect(young.body.data.error).toBe('E_VALIDATION');
      expect(young.body.data.fields?.map((x) => x.path)).toContain('lead.birthDate');
      const body = registerBody(c, VELO);
      const noConsent = {
        ...body,
        lead: {
          ...body.lead,
          consent: { ...body.lead.consent, personalDataRegistrationAuthorisation: false },
        },
      };
      const r = await t.call('leadRegister', noConsent, { token: hst1 });
      expect(r.body.data.fields?.map((x) => x.path)).toContain(
        'lead.consent.personalDataRegistrationAuthorisation',
      );
      const combo = await t.call(
        'leadRegister',
        registerBody(c, { ...GLO(serial()), Vuse: { model: 'ePen', color: 'Black', assetSource: 'BREP1' } }),
        { token: hst1 },
      );
      expect(combo.status).toBe(409);
      expect(combo.body.data.error).toBe('error_offer_not_available');
      const ic = registerBody(c, { InspirationClub: {} });
      const icOnly = await t.call(
        'leadRegister',
        { ...ic, lead: { ...ic.lead, brand: 'Velo' } },
        { token: hst1 },
      );
      expect(icOnly.body.data.error).toBe('error_offer_not_available');
      expect(icOnly.body.data.fields?.[0]?.message).toBe(
        'Zaznaczono tylko InspirationClub, wybierz dodatkową ofertę',
      );
      // None of these spent the verification.
      expect((await t.call('leadRegister', registerBody(c, VELO), { token: hst1 })).status).toBe(200);
    });

    it("needs the hostess's own started action when one is given", async () => {
      const c = newContact();
      await newVerified(hst1, c);
      const notStarted = await t.call('leadRegister', registerBody(c, VELO, f.actions.accepted1), {
        token: hst1,
      });
      expect(notStarted.status).toBe(409);
      expect(notStarted.body.data.error).toBe('E_CONFLICT');
      const notHers = await t.call('leadRegister', registerBody(c, VELO, f.actions.editable2), {
        token: hst1,
      });
      expect(notHers.status).toBe(404);
      const d = newContact();
      await newVerified(hsadm, d);
      const otherTerritory = await t.call('leadRegister', registerBody(d, VELO, f.actions.editable2), {
        token: hsadm,
      });
      expect(otherTerritory.status).toBe(403);
      expect(otherTerritory.body.data.error).toBe('E_FORBIDDEN');
      const inScope = await t.call('leadRegister', registerBody(d, VELO, f.actions.editable1), {
        token: hsadm,
      });
      expect(inScope.status).toBe(200);
    });

    it('refuses a verification older than its validity', async () => {
      const c = newContact();
      await newVerified(hst1, c);
      offsetMs += OTP_POLICY.verificationTtlMs + 1000;
      const r = await t.call('leadRegister', registerBody(c, VELO), { token: hst1 });
      expect(r.body.data.error).toBe('error_not_verified');
    });

    it.skipIf(backend !== 'postgres')(
      'registers one consumer for twenty parallel identical submits',
      async () => {
        const c = newContact('race');
        await newVerified(hst1, c);
        const body = registerBody(c, { ...GLO(serial()), InspirationClub: {} }, f.actions.editable1);
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => t.call<{ uuid: string }>('leadRegister', body, { token: hst1 })),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
        expect(new Set(answers.map((a) => a.body.data.uuid)).size).toBe(1);
        const rows = await t.deps.db.select().from(consumers).where(eq(consumers.email, c.email));
        expect(rows).toHaveLength(1);
        const regs = await t.deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(registrations)
          .where(and(eq(registrations.consumerId, rows[0]!.id)));
        expect(regs[0]!.n).toBe(1);
      },
    );
  });
  describe('demo data', () => {
    it('seeds serials, known consumers with their offer maps, and code pools', async () => {
      const seeded = await seedLeads(t.deps);
      expect(seeded.serials).toHaveLength(50);
      expect(seeded.codes).toBeGreaterThan(0);
      const [jan, ewa] = DEMO_CONSUMERS;
      const asContact = (x: (typeof DEMO_CONSUMERS)[number]) => ({
        email: x.email,
        prefix: '+48' as const,
        number: x.phone.slice(3),
      });
      offsetMs += OTP_POLICY.cooldownMs + 1000;
      const v1 = await verified(t, hst1, asContact(jan));
      expect(v1.body.data).toEqual({ Glo: false, Vuse: true, Velo: true, Neo: true, newUser: false });
      const v2 = await verified(t, hst1, asContact(ewa));
      expect(v2.body.data).toMatchObject({ Glo: true, Velo: false });
      const held = await t.call('leadRegister', registerBody(asContact(ewa), GLO(DEMO_SERIALS[49]!)), {
        token: hst1,
      });
      expect(held.body.data.error).toBe('error_device_already_registered');
      const free = await t.call('leadRegister', registerBody(asContact(ewa), GLO(DEMO_SERIALS[0]!)), {
        token: hst1,
      });
      expect(free.status).toBe(200);
      const pools = await t.call<{ sum: number; groups: unknown[] }[]>('codeList', {}, { token: admin });
      expect(pools.body.data.length).toBeGreaterThan(0);
      expect(pools.body.data[0]!.groups).toHaveLength(3);
    });
  });
});

describe('OTP codes and the log', () => {
  it('never writes a code to the log, even at trace level', async () => {
    const { Writable } = await import('node:stream');
    const { openDatabase } = await import('../src/db/client');
    const { buildApp } = await import('../src/app');
    const { testEnv } = await import('../src/env');
    const { memorySender } = await import('../src/infra/messages/sender');
    const { memoryStorage } = await import('../src/infra/storage/storage');
    const { FIXTURE_PASSWORD } = await import('./fixture');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openDatabase({});
    await database.migrate();
    const messages = memorySender();
    const { app } = await buildApp({
      database,
      env: testEnv({ LOG_LEVEL: 'trace' }),
      services: { messages, storage: memoryStorage() },
      logStream: stream,
    });
    try {
      await seedFixture(database.db, dayOf(new Date()));
      const post = (url: string, payload: unknown, token?: string) =>
        app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          payload: payload as Record<string, unknown>,
        });
      const login = await post('/auth/login', { username: 'hst1@fixture.test', password: FIXTURE_PASSWORD });
      const token = (login.json() as { data: { token: { uuid: string } } }).data.token.uuid;
      const c = newContact('log');
      expect((await post('/lead/otp', otpBody(c), token)).statusCode).toBe(200);
      const codeOf = (channel: 'email' | 'sms') =>
        /:\s*([A-Z0-9]{5})\b/.exec(messages.sent.find((m) => m.channel === channel)!.text)![1]!;
      const codes = { sms: codeOf('sms'), email: codeOf('email') };
      await post('/lead/verify', verifyBody(c, { ...codes, sms: 'ZZZZZ' }), token);
      const ok = await post('/lead/verify', verifyBody(c, codes), token);
      expect(ok.statusCode).toBe(404);
      const all = lines.join('\n');
      expect(all).toContain('webform call');
      expect(all).not.toContain(codes.sms);
      expect(all).not.toContain(codes.email);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
