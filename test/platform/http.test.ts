import pg from 'pg';
import { TEST_DATABASE_URL } from '../helpers/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

describe('HTTP surface: routing, bodies, errors', () => {
  let s: TestServer;
  let key: string;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
    key = (await s.newKey()).secret;
  });
  afterAll(async () => s?.stop());

  it('unknown paths answer 404 JSON', async () => {
    const r = await s.request('GET', '/svc/v1/nope', { key });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.body.code).toBe('NOT_FOUND');
  });

  it('a known path with the wrong method answers 405 with Allow', async () => {
    const r = await s.request('DELETE', '/svc/v1/config', { key });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET');
  });

  it('GET /config and GET /svc/v1/config both return the application and its policy', async () => {
    for (const p of ['/config', '/svc/v1/config', '//svc/v1/config']) {
      const r = await s.request('GET', p, { key });
      expect(r.status).toBe(200);
      expect(r.body.application).toMatchObject({ environment: 'production', plan: 'pro' });
      expect(r.body.policy).toMatchObject({ enforcement: 'log_only', evalMode: 'basic', overallThreshold: 7, domain: 'general', locked: false });
      expect(r.body.enforcement).toEqual({ active: false, mode: 'monitor' });
    }
  });

  it('413 for a body over 1 MiB, with no usage charged', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(1024 * 1024 + 10) });
    const r = await s.request('POST', '/verify', { key, rawBody: big });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('echoes a sane X-Request-ID and generates one otherwise', async () => {
    const r = await s.request('GET', '/health', { headers: { 'x-request-id': 'mcp_0123456789ab' } });
    expect(r.headers.get('x-request-id')).toBe('mcp_0123456789ab');
    const r2 = await s.request('GET', '/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(r2.headers.get('x-request-id')).toMatch(/^req_/);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('GET /health when the database is unreachable', () => {
  it('answers 503 with a status other than healthy and the error fields', async () => {
    const s = await startTestServer('postgresql');
    try {
      expect((await s.request('GET', '/health')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100)); // past the one-second health cache
      // Take the database away under the running server.
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE "${new URL(s.databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
      const r = await s.request('GET', '/health', { headers: { 'x-request-id': 'probe-1' } });
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ status: 'unhealthy', service: 'svc-score-engine', code: 'SERVICE_UNAVAILABLE', request_id: 'probe-1' });
      expect(r.body.retry_after).toBeGreaterThan(0);
    } finally {
      await s.close().catch(() => undefined);
    }
  });
});
