import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(PROVIDERS)('usage records and GET /svc/v1/usage (%s)', (provider) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(provider);
  });
  afterAll(async () => s?.stop());

  it('records every authenticated call and pages through them newest first, with totals', async () => {
    const k = await s.newKey({ plan: 'business' });
    for (let i = 0; i < 5; i++) await s.request('GET', '/svc/v1/config', { key: k.secret });
    await s.request('POST', '/verify', { key: k.secret });
    const first = await s.request('GET', '/svc/v1/usage?limit=4', { key: k.secret });
    expect(first.status).toBe(200);
    expect(first.body.total_records).toBe(6);
    expect(first.body.total_credits_used).toBe(0);
    expect(first.body.records).toHaveLength(4);
    expect(first.body.records[0]).toMatchObject({ endpoint: 'verify', status_code: 200, credits_used: 0, key_id: k.keyId });
    expect(first.body.records[0].timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(first.body.pagination.has_more).toBe(true);
    const second = await s.request('GET', `/svc/v1/usage?limit=4&cursor=${first.body.pagination.next_cursor}`, { key: k.secret });
    // The first page request itself is now recorded too, but the cursor keeps us on older rows.
    expect(second.body.records.map((r: any) => r.endpoint)).toEqual(['config', 'config']);
    expect(second.body.pagination.has_more).toBe(false);
    const ids = [...first.body.records, ...second.body.records].map((r: any) => r.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('filters by endpoint and period, and only shows the caller\'s application', async () => {
    const a = await s.newKey();
    const b = await s.newKey();
    await s.request('GET', '/svc/v1/config', { key: a.secret });
    await s.request('GET', '/svc/v1/config', { key: b.secret });
    const r = await s.request('GET', '/svc/v1/usage?endpoint=config', { key: a.secret });
    expect(r.body.total_records).toBe(1);
    expect(r.body.records[0].key_id).toBe(a.keyId);
    const future = await s.request('GET', `/svc/v1/usage?from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`, { key: a.secret });
    expect(future.body.total_records).toBe(0);
  });

  it('rejects bad query parameters with 400 naming the field', async () => {
    const k = await s.newKey();
    for (const [q, field] of [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=201', 'limit'],
      ['from=yesterday', 'from'],
      ['cursor=-3', 'cursor'],
    ]) {
      const r = await s.request('GET', `/svc/v1/usage?${q}`, { key: k.secret });
      expect(r.status, q).toBe(400);
      expect(r.body.code).toBe('INVALID_REQUEST');
      expect(r.body.field).toBe(field);
    }
  });

  it('a clean shutdown flushes buffered usage records', async () => {
    const local = await startTestServer(provider, { SVC_USAGE_FLUSH_MS: '60000' });
    const k = await local.newKey();
    for (let i = 0; i < 3; i++) await local.request('GET', '/svc/v1/config', { key: k.secret });
    const prisma = local.services.db.prisma;
    expect(await prisma.usageRecord.count({ where: { keyId: k.keyId } })).toBe(0);
    await local.services.usage.close();
    expect(await prisma.usageRecord.count({ where: { keyId: k.keyId } })).toBe(3);
    const key = await prisma.apiKey.findUnique({ where: { id: k.keyId } });
    expect(key?.lastUsedAt).toBeInstanceOf(Date);
    await local.stop();
  });
});
