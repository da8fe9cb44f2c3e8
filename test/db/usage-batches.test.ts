// Usage records are written in batches (on SQLite 50 rows to an INSERT, the rest one by one,
// at most 100 rows to a batch):
// every record arrives once, in order, and completing metered records updates them in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { UsageStore, type UsageRecordInput } from '../../src/storage/usage';
import { PROVIDERS } from '../helpers/env';
import { createTestDatabase, type TestDatabase } from '../helpers/server';

describe.each(PROVIDERS)('usage record batches (%s)', (provider) => {
  let tdb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    tdb = await createTestDatabase(provider);
    await migrate(tdb.url);
    db = await openDatabase(tdb.url);
  });
  afterAll(async () => {
    await db?.close();
    await tdb?.drop();
  });

  it('writes 123 records in order and completes 55 of them in place', async () => {
    const errors: unknown[] = [];
    const usage = new UsageStore(db, 60_000, (err) => errors.push(err));
    const applicationId = `app_batch_${provider}`;
    const base = Date.parse('2026-11-01T00:00:00Z');
    const record = (i: number, statusCode: number): UsageRecordInput => ({
      requestId: `req_${i}`,
      keyId: 'key_batch',
      applicationId,
      accountId: 'acc_batch',
      endpoint: i % 2 ? 'verify' : 'config',
      milliCredits: 0,
      statusCode,
      latencyMs: i / 10,
      contentHash: i % 3 ? null : `hash${i}`,
      createdAt: new Date(base + i * 1000),
    });
    for (let i = 0; i < 123; i++) usage.record(record(i, 200));
    expect(usage.depth).toBe(123);
    const first = await usage.query({ applicationId, limit: 200 });
    expect(first.totalRecords).toBe(123);
    expect(first.records.map((r) => r.requestId)).toEqual(Array.from({ length: 123 }, (_, i) => `req_${122 - i}`));
    expect(first.records[122]).toMatchObject({ endpoint: 'config', statusCode: 200, latencyMs: 0, contentHash: 'hash0' });
    expect(first.records[0].createdAt.toISOString()).toBe(new Date(base + 122_000).toISOString());

    // Completions: as for metered calls, whose record exists since their debit.
    const byRequest = new Map(first.records.map((r) => [r.requestId, r.id]));
    for (let i = 0; i < 55; i++) usage.trackMetered({ keyId: 'key_batch', requestId: `req_${i}` }, byRequest.get(`req_${i}`)!);
    for (let i = 0; i < 55; i++) usage.record(record(i, 201));
    const second = await usage.query({ applicationId, limit: 200 });
    expect(second.totalRecords).toBe(123);
    const statuses = new Map(second.records.map((r) => [r.requestId, r.statusCode]));
    expect(Array.from({ length: 123 }, (_, i) => statuses.get(`req_${i}`))).toEqual(Array.from({ length: 123 }, (_, i) => (i < 55 ? 201 : 200)));
    await usage.close();
    expect(errors).toEqual([]);
  });

  // A SQLite batch is written synchronously on the event loop: it is kept to 100 rows (a
  // short stall), not left to grow to 500 before the flush timer fires.
  it.runIf(provider === 'sqlite')('writes a batch as soon as 100 records wait, without the timer', async () => {
    const usage = new UsageStore(db, 60_000, () => undefined);
    const applicationId = 'app_batch_size';
    const record = (i: number): UsageRecordInput => ({ requestId: `req_${i}`, keyId: 'key_size', applicationId, accountId: 'acc_size', endpoint: 'verify', milliCredits: 0, statusCode: 200, latencyMs: 1, contentHash: null, createdAt: new Date() });
    for (let i = 0; i < 99; i++) usage.record(record(i));
    await new Promise((r) => setTimeout(r, 20));
    expect(usage.depth).toBe(99);
    usage.record(record(99));
    await new Promise((r) => setTimeout(r, 20));
    expect(usage.depth).toBe(0);
    const written = db.hot!.prepare('SELECT COUNT(*) AS n FROM "UsageRecord" WHERE "applicationId" = ?').get(applicationId) as { n: number };
    expect(written.n).toBe(100);
    await usage.close();
  });
});
