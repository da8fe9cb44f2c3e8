import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Sqlite from 'better-sqlite3';
import { PROVIDERS } from '../helpers/env';
import { sqliteFilePath } from '../../src/db/database-url';
import { startTestServer, type TestServer } from '../helpers/server';

function expectErrorBody(body: any, code: string) {
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  expect(body.message).toBe(body.error);
  expect(body.detail).toBe(body.error);
  expect(body.request_id).toMatch(/^req_/);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // never a stack trace
}

describe.each(PROVIDERS)('authentication and /verify (%s)', (provider) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(provider);
  });
  afterAll(async () => s?.stop());

  it('serves /health without auth, also with an empty Authorization header and a double slash', async () => {
    for (const headers of [{}, { authorization: '' }] as Record<string, string>[]) {
      const r = await s.request('GET', '/health', { headers });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'healthy', service: 'svc-score-engine' });
    }
    expect((await s.request('GET', '//health')).status).toBe(200);
  });

  it.each([
    ['missing', {}],
    ['empty', { authorization: '' }],
    ['not Bearer', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['Bearer without token', { authorization: 'Bearer ' }],
    ['not svc_', { authorization: 'Bearer sk_live_abcdefghijklmnopqrstuvwxyz0123456789' }],
    ['unknown svc_ key', { authorization: 'Bearer svc_0000000000000000000000000000000000000000' }],
  ])('401 UNAUTHENTICATED for %s Authorization', async (_label, headers) => {
    const r = await s.request('GET', '/svc/v1/config', { headers });
    expect(r.status).toBe(401);
    expectErrorBody(r.body, 'UNAUTHENTICATED');
  });

  it('accepts the legacy X-API-Key header', async () => {
    const { secret } = await s.newKey();
    const r = await s.request('GET', '/svc/v1/config', { headers: { 'x-api-key': secret } });
    expect(r.status).toBe(200);
  });

  it('verify: valid key → verified with plan, credits, application and org ids', async () => {
    const k = await s.newKey({ plan: 'business' });
    const r = await s.request('POST', '/verify', { key: k.secret });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      valid: true,
      status: 'verified',
      plan: 'business',
      credits_remaining: 10_000,
      application_id: k.applicationId,
      org_id: k.accountId,
      key_id: k.keyId,
      key_name: 'test',
    });
  });

  it('verify: 401 only for a missing or malformed header; unknown key is 200 valid:false', async () => {
    expect((await s.request('POST', '/verify')).status).toBe(401);
    expect((await s.request('POST', '/verify', { headers: { authorization: 'Token abc' } })).status).toBe(401);
    const unknown = await s.request('POST', '/verify', { key: 'svc_doesnotexist00000000000000000000000000' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ valid: false, status: 'invalid', plan: null, credits_remaining: 0 });
  });

  it('revocation takes effect on the very next request: 403 KEY_REVOKED, verify says revoked', async () => {
    const k = await s.newKey();
    expect((await s.request('GET', '/svc/v1/config', { key: k.secret })).status).toBe(200);
    await s.services.accounts.revokeKey(k.keyId, new Date());
    const r = await s.request('GET', '/svc/v1/config', { key: k.secret });
    expect(r.status).toBe(403);
    expectErrorBody(r.body, 'KEY_REVOKED');
    const v = await s.request('POST', '/verify', { key: k.secret });
    expect(v.body).toMatchObject({ valid: false, status: 'revoked', plan: null, credits_remaining: 0 });
  });

  it.runIf(provider === 'sqlite')('another connection’s commit (another process, the CLI) applies to the very next request, cached or not', async () => {
    const k = await s.newKey();
    const db = new Sqlite(sqliteFilePath(s.databaseUrl), { fileMustExist: true, timeout: 5000 });
    try {
      // Warm every cache of the hot path: the key, the balance, the data version.
      for (let i = 0; i < 3; i++) expect((await s.request('POST', '/verify', { key: k.secret })).body.credits_remaining).toBe(1000);
      db.prepare('UPDATE "CreditBalance" SET "remainingMilli" = 1234500 WHERE "accountId" = ?').run(k.accountId);
      expect((await s.request('POST', '/verify', { key: k.secret })).body.credits_remaining).toBe(1234.5);
      expect((await s.request('GET', '/svc/v1/config', { key: k.secret })).status).toBe(200);
      db.prepare('UPDATE "ApiKey" SET "status" = \'revoked\' WHERE "id" = ?').run(k.keyId);
      const r = await s.request('GET', '/svc/v1/config', { key: k.secret });
      expect(r.status).toBe(403);
      expectErrorBody(r.body, 'KEY_REVOKED');
      expect((await s.request('POST', '/verify', { key: k.secret })).body).toMatchObject({ valid: false, status: 'revoked' });
    } finally {
      db.close();
    }
  });

  it('stores only a hash and a display prefix of the key', async () => {
    const k = await s.newKey();
    const rows = await s.services.db.prisma.apiKey.findMany({ where: { id: k.keyId } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(k.secret);
    expect(rows[0].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(k.secret.startsWith(rows[0].prefix)).toBe(true);
    expect(k.secret).toMatch(/^svc_[0-9A-Za-z]{40}$/);
  });
});
