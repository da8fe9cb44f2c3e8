// /verify without a body is answered within the request callback when nothing is awaited
// (src/rest/handler.ts verifyNow); with a body it takes the general path. Both must answer,
// count and record alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

const names = (h: Headers) => [...h.keys()].filter((n) => n !== 'date').sort();

describe.each(PROVIDERS)('/verify, answered at once or through the general path (%s)', (provider) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(provider);
  });
  afterAll(async () => s?.stop());

  it('same body, headers, rate-limit count and usage records with and without a body', async () => {
    const k = await s.newKey();
    await s.request('POST', '/verify', { key: k.secret }); // the key is cached from here on
    const now = await s.request('POST', '/verify', { key: k.secret, headers: { 'x-request-id': 'now-1' } });
    const general = await s.request('POST', '/verify', { key: k.secret, body: {}, headers: { 'x-request-id': 'general-1' } });
    const again = await s.request('GET', '/verify', { key: k.secret });
    for (const r of [now, general, again]) expect(r.status).toBe(200);
    expect(now.body).toEqual(general.body);
    expect(again.body).toEqual(general.body);
    expect(now.body).toMatchObject({ valid: true, status: 'verified' });
    expect(names(now.headers)).toEqual(names(general.headers));
    expect(names(now.headers)).toEqual(expect.arrayContaining(['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']));
    expect(now.headers.get('x-request-id')).toBe('now-1');
    expect(general.headers.get('x-request-id')).toBe('general-1');
    // Each call is one hit of the limiter, whichever path answered it.
    const remaining = [now, general, again].map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(remaining[1]).toBe(remaining[0] - 1);
    expect(remaining[2]).toBe(remaining[1] - 1);
    // One usage record per call (4), whichever path answered it.
    await s.services.usage.flush();
    const usage = await s.request('GET', '/svc/v1/usage?endpoint=verify&limit=50', { key: k.secret });
    expect(usage.status).toBe(200);
    expect(usage.body.total_records).toBe(4);
    for (const r of usage.body.records) expect(r).toMatchObject({ endpoint: 'verify', status_code: 200, credits_used: 0, key_id: k.keyId });
  });

  it('401 for a missing or malformed credential on both paths, recording nothing', async () => {
    for (const body of [undefined, {}]) {
      const missing = await s.request('POST', '/verify', { body });
      expect(missing.status).toBe(401);
      expect(missing.body.code).toBe('UNAUTHENTICATED');
      expect(missing.headers.get('x-request-id')).toBe(missing.body.request_id);
      const malformed = await s.request('POST', '/verify', { body, headers: { authorization: 'Token abc' } });
      expect(malformed.status).toBe(401);
    }
  });

  it('a method other than GET or POST is 405 with Allow', async () => {
    const k = await s.newKey();
    const r = await s.request('PUT', '/verify', { key: k.secret });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
  });
});
