// The published API description (/docs/json) as an integrator's tools read it: OpenAPI 3.1 that a
// maintained validator finds no error in, every request body field by field with an example the
// server's own schema accepts, and each call's roles and error codes with the HTTP statuses the
// server answers them with. The typed client generated from it: openapi-client.test.ts.
import SwaggerParser from '@apidevtools/swagger-parser';
import { contract } from '@tourplanner/api-client/contract';
import type { CallDef } from '@tourplanner/api-client/define';
import { makeLeadSchema } from '@tourplanner/domain/lead';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  description: string;
  'x-roles': string[] | 'anyone';
  'x-error-codes': Record<string, number>;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody: { required: boolean; content: Record<string, { schema: Json; examples?: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
interface Doc {
  openapi: string;
  paths: Record<string, { post: Operation }>;
}

const calls = Object.entries(contract as unknown as Record<string, CallDef>);
const openPath = (def: CallDef) => def.path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The codes a response of the operation lists in `data.error` (the envelope narrowed by allOf). */
const codesAt = (op: Operation, status: number): string[] => {
  const schema = op.responses[String(status)]?.content?.['application/json']?.schema as
    | { allOf: [Json, { properties: { data: { properties: { error: { enum: string[] } } } } }] }
    | undefined;
  return schema?.allOf[1].properties.data.properties.error.enum ?? [];
};

describe('the OpenAPI document at /docs/json', () => {
  let t: TestApp;
  let doc: Doc;
  const op = (name: keyof typeof contract) => doc.paths[openPath(contract[name] as CallDef)]!.post;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    const res = await fetch(`${t.url}/docs/json`);
    expect(res.status).toBe(200);
    doc = (await res.json()) as Doc;
  });
  afterAll(() => t?.close());

  it('declares OpenAPI 3.1.0 and a maintained validator finds no error in it', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // validate() resolves only when the document follows the schema of its declared version.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('is refused by the same validator under the 3.0.3 label it used to carry (the check is real)', async () => {
    const relabelled = { ...structuredClone(doc), openapi: '3.0.3' };
    await expect(SwaggerParser.validate(relabelled as never)).rejects.toThrow(
      /must NOT have additional properties/,
    );
  });

  it('describes the /lead/register lead field by field: the fields of the schema the server checks with', () => {
    const body = op('leadRegister').requestBody;
    expect(body.required).toBe(true);
    const lead = (body.content['application/json']!.schema.properties as Record<string, Json>).lead!;
    const fields = Object.keys(lead.properties as Json);
    expect(fields.sort()).toEqual(Object.keys(makeLeadSchema().shape).sort());
    expect(fields).toEqual(
      expect.arrayContaining(['emailAddress', 'mobileNumber', 'selectedOffers', 'consent']),
    );
    expect(lead.required).toEqual(
      expect.arrayContaining(['process', 'emailAddress', 'mobileNumber', 'brand']),
    );
    const consumerCategory = (lead.properties as Record<string, Json>).consumerCategory!;
    expect(consumerCategory.enum).toContain('IQOS');
    // Tolerant: what an original app adds beside these fields is not refused (SPEC §7).
    expect(lead.additionalProperties).not.toBe(false);
  });

  it('describes every JSON body field by field and every multipart `_input` as JSON', () => {
    for (const [name, def] of calls) {
      const content = doc.paths[openPath(def)]!.post.requestBody.content;
      const schema =
        def.kind === 'multipart'
          ? ((content['multipart/form-data']!.schema.properties as Record<string, Json>)._input as Json)
          : content['application/json']!.schema;
      expect(schema.type, name).toBe('object');
      expect(schema.properties, name).toBeTypeOf('object');
    }
  });

  it('gives every call an example that the server’s own request schema accepts', () => {
    for (const [name, def] of calls) {
      const post = doc.paths[openPath(def)]!.post;
      const [media] = Object.values(post.requestBody.content);
      const value = (media!.examples as { fromTests?: { value: unknown } } | undefined)?.fromTests?.value;
      expect(value, `${name} has no example`).toBeDefined();
      const body = def.kind === 'multipart' ? (value as { _input: unknown })._input : value;
      const parsed = def.request.safeParse(body);
      expect(parsed.success ? 'accepted' : parsed.error.issues, name).toBe('accepted');
      if (def.params) {
        const params = Object.fromEntries(
          (post.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.example]),
        );
        expect(def.params.safeParse(params).success, `${name} path parameters`).toBe(true);
      }
    }
  });

  it('lists for every call the roles of the contract, in x-roles and in its description', () => {
    for (const [name, def] of calls) {
      const post = doc.paths[openPath(def)]!.post;
      expect(post['x-roles'], name).toEqual(def.roles === 'anyone' ? 'anyone' : [...def.roles]);
      expect(post.description, name).toMatch(/^Roles: /);
    }
    expect(op('leadRegister')['x-roles']).toEqual(['HST', 'HSADM']);
    expect(op('login')['x-roles']).toBe('anyone');
  });

  it('lists every error code of a call in the response of the status the server answers it with', () => {
    for (const [name, def] of calls) {
      const post = doc.paths[openPath(def)]!.post;
      for (const code of def.errors ?? []) {
        const status = post['x-error-codes'][code];
        expect(status, `${name} ${code}`).toBeGreaterThanOrEqual(400);
        expect(codesAt(post, status!), `${name} ${code}`).toContain(code);
      }
      if (def.auth === 'session') expect(codesAt(post, 401), name).toContain('E_UNAUTHORIZED');
      expect(codesAt(post, 400), name).toContain('E_VALIDATION');
      expect(codesAt(post, 429), name).toContain('E_TOO_MANY_REQUESTS');
    }
    // The statuses the leads and booking tests see on the wire.
    expect(op('leadVerify')['x-error-codes']).toMatchObject({
      error_m2_not_found_in_salesforce: 404,
      error_wrong_otp: 400,
      error_otp_too_many_attempts: 429,
    });
    expect(op('leadRegister')['x-error-codes']).toMatchObject({
      error_not_verified: 409,
      error_device_not_found: 404,
      error_device_already_registered: 409,
      error_offer_not_available: 409,
    });
    expect(codesAt(op('leadRegister'), 409).sort()).toEqual([
      'error_asset_unavailable',
      'error_consumer_multiple_found',
      'error_device_already_registered',
      'error_not_verified',
      'error_offer_not_available',
    ]);
    expect(op('login')['x-error-codes']).toMatchObject({
      E_INVALID_CREDENTIALS: 401,
      E_TOO_MANY_REQUESTS: 429,
    });
  });
});
