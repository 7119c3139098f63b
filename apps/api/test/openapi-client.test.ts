// What an integrator gets by pointing a generator at /docs/json: the types openapi-typescript makes
// of the served document (test/openapi/api-types.ts, compiled by the API's typecheck) and real
// calls through openapi-fetch with them: a refused and a good sign-in, the action list, a call
// without a session, and a whole registration (codes, verify, /lead/register with typed fields).
//
// The types file is the generator's output for today's document: the first test fails when the
// served document changes and the file was not made again. Make it again with
//   pnpm --filter @tourplanner/api exec vitest run test/openapi-client.test.ts -u
import { generateTypes } from '@tourplanner/openapi-types';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/infra/dates';
import { FIXTURE_PASSWORD, type Fixture, seedFixture } from './fixture';
import { startTestApp, type TestApp } from './harness';
import type { paths } from './openapi/api-types';
import { lastCode, newContact, phoneOf, registerBody, startAction, VELO } from './webform-support';

type LeadRegisterBody = paths['/lead/register']['post']['requestBody']['content']['application/json'];

describe('a client generated from /docs/json', () => {
  let t: TestApp;
  let f: Fixture;
  let api: ReturnType<typeof createClient<paths>>;
  const day = dayOf(new Date());
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function signIn(username: string) {
    const r = await api.POST('/auth/login', { body: { username, password: FIXTURE_PASSWORD } });
    expect(r.response.status).toBe(200);
    return r.data!.data.token.uuid;
  }

  beforeAll(async () => {
    t = await startTestApp('pglite');
    f = await seedFixture(t.deps.db, day);
    api = createClient<paths>({ baseUrl: t.url });
  }, 180_000);
  afterAll(() => t?.close());

  it('is typed by what openapi-typescript makes of the served document today', async () => {
    const doc = (await (await fetch(`${t.url}/docs/json`)).json()) as object;
    await expect(await generateTypes(doc)).toMatchFileSnapshot('./openapi/api-types.ts');
  });

  it('signs in (a wrong password answers its documented code), then lists the actions of the day', async () => {
    const wrong = await api.POST('/auth/login', {
      body: { username: 'asm1@fixture.test', password: 'Wrong-password-1' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.data.error).toBe('E_INVALID_CREDENTIALS');

    const token = await signIn('asm1@fixture.test');
    const body = { actions: { since: day, until: day }, pagination: { limit: 100, offset: 0 } };
    const list = await api.POST('/action/list', { body, headers: bearer(token) });
    expect(list.response.status).toBe(200);
    const uuids = list.data!.data.actions.map((a) => a.uuid);
    expect(uuids).toEqual(expect.arrayContaining([f.actions.editable1, f.actions.accepted1]));
    expect(uuids).not.toContain(f.actions.editable2); // another territory's
    expect(list.data!.data.count).toBe(uuids.length);
  });

  it('reads a call without a session as the documented 401 E_UNAUTHORIZED', async () => {
    const body = { actions: { since: day, until: day }, pagination: { limit: 100, offset: 0 } };
    const r = await api.POST('/action/list', { body });
    expect(r.response.status).toBe(401);
    expect(r.error?.data.error).toBe('E_UNAUTHORIZED');
    expect(r.data).toBeUndefined();
  });

  it('registers a consumer with the typed /lead/register body the webform builds', async () => {
    await startAction(t, f.actions.editable1);
    const token = await signIn('hst1@fixture.test');
    const headers = bearer(token);
    const c = newContact('oa');
    // The body the webform builds (domain's builder) fits the document's type: compiled, not cast.
    const lead: LeadRegisterBody = registerBody(c, VELO, f.actions.editable1);

    const early = await api.POST('/lead/register', { body: lead, headers });
    expect(early.response.status).toBe(409);
    expect(early.error?.data.error).toBe('error_not_verified');

    const since = t.messages.sent.length;
    const contact = { process: 'TOURPLANNER' as const, emailAddress: c.email, mobileNumber: phoneOf(c) };
    const otp = await api.POST('/lead/otp', { body: { lead: contact }, headers });
    expect(otp.response.status).toBe(200);
    const verify = await api.POST('/lead/verify', {
      body: {
        lead: {
          ...contact,
          otp: lastCode(t, 'sms', phoneOf(c), since),
          otpEmail: lastCode(t, 'email', c.email, since),
        },
      },
      headers,
    });
    expect(verify.response.status).toBe(404);
    expect(verify.error?.data.error).toBe('error_m2_not_found_in_salesforce');

    const done = await api.POST('/lead/register', { body: lead, headers });
    expect(done.response.status).toBe(200);
    expect(done.data!.data.uuid).toEqual(expect.any(String));
  });
});
