// The chain writer under concurrency: units of one application see each other's
// writes in order, a failing unit fails alone, and on SQLite a write lock held by
// Prisma's connection makes a unit wait (retry) instead of failing or deadlocking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkRecord } from '../../src/core/dpdp/index';
import { loadConfig } from '../../src/config';
import { createServices, type ServicesHandle } from '../../src/app';
import { dpdp } from '../../src/services/dpdp/runtime';
import { verifyApplicationChain } from '../../src/services/dpdp/verify';
import type { Unit } from '../../src/storage/dpdp-chain';
import { PROVIDERS } from '../helpers/env';
import { createTestDatabase, type TestDatabase } from '../helpers/server';

/** A unit appending one record whose data names `label`. */
const append = (applicationId: string, label: string, fail = false): Unit<number> => ({
  reads: {},
  apply: (snapshot) => {
    if (fail) throw new Error(`unit ${label} refuses`);
    const record = linkRecord(snapshot.head.hash, {
      seq: snapshot.head.seq + 1,
      event_id: `evt_${label}`,
      application_id: applicationId,
      session_id: null,
      type: 'data.collected',
      timestamp: '2025-01-01T00:00:00.000Z',
      recorded_at: '2025-01-01T00:00:00.000Z',
      data: { label },
    });
    return { writes: { records: [record] }, result: record.seq };
  },
});

describe.each(PROVIDERS)('DPDP chain writer (%s)', (provider) => {
  let db: TestDatabase;
  let handle: ServicesHandle;
  beforeAll(async () => {
    db = await createTestDatabase(provider);
    handle = await createServices(loadConfig({ DATABASE_URL: db.url, SVC_LOG: 'silent' }));
  });
  afterAll(async () => {
    await handle?.close();
    await db?.drop();
  });

  it('serializes concurrent units of one application; a failing unit fails alone', async () => {
    const { chain } = dpdp(handle.services).store;
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => chain.run('app_a', append('app_a', `a${i}`, i % 7 === 3))));
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed.map((o) => (o as PromiseRejectedResult).reason.message).sort()).toEqual(['unit a10 refuses', 'unit a17 refuses', 'unit a24 refuses', 'unit a3 refuses'].sort());
    const seqs = outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<number>).value);
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(await verifyApplicationChain(handle.services, 'app_a')).toMatchObject({ valid: true, records: 26 });
    // Another application's chain is independent.
    expect(await chain.run('app_b', append('app_b', 'b0'))).toBe(1);
  });

  it('chain verification names deleted and rewritten records', async () => {
    const { chain } = dpdp(handle.services).store;
    for (let i = 0; i < 5; i++) await chain.run('app_d', append('app_d', `d${i}`));
    const prisma = handle.services.db.prisma;
    await prisma.dpdpEvent.deleteMany({ where: { id: 'evt_d4' } });
    expect((await verifyApplicationChain(handle.services, 'app_d')).problems).toEqual([
      { path: 'chain head', message: expect.stringContaining('last record is seq 4') },
    ]);
    await prisma.dpdpEvent.deleteMany({ where: { id: 'evt_d1' } });
    const report = await verifyApplicationChain(handle.services, 'app_d');
    expect(report.valid).toBe(false);
    expect(report.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['seq 3.seq', 'seq 3.prev_hash']));
    await prisma.dpdpEvent.updateMany({ where: { id: 'evt_d2' }, data: { type: 'consent.granted' } });
    expect((await verifyApplicationChain(handle.services, 'app_d')).problems.map((p) => p.message)).toContainEqual(
      'seq 3 (evt_d2): type altered after recording',
    );
  });
});

// On SQLite the chain writer runs on the plain connection, while Prisma's connection may hold
// the database's one write lock.
describe('DPDP chain writer (sqlite, write lock held by Prisma)', () => {
  let db: TestDatabase;
  let handle: ServicesHandle;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    handle = await createServices(loadConfig({ DATABASE_URL: db.url, SVC_LOG: 'silent' }));
  });
  afterAll(async () => {
    await handle?.close();
    await db?.drop();
  });

  it('waits for a write lock held by the Prisma connection, then commits', async () => {
    const { chain } = dpdp(handle.services).store;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const locker = handle.services.db.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO "DpdpChainHead" ("applicationId", "seq", "hash") VALUES ('app_lock', 0, 'x')`;
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    let settled = false;
    const pending = chain.run('app_c', append('app_c', 'c0')).finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(settled).toBe(false); // still waiting for the lock
    release();
    await locker;
    expect(await pending).toBe(1);
  });
});
