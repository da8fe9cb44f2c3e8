import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, providerOf } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { migrationsDirectory, type Provider } from '../../src/db/schema-files';
import type { ScratchDatabase } from '../../src/db/pg-scratch';
import { createScratchDatabase, hasPostgres } from '../helpers/pg';

async function migrationNames(provider: Provider): Promise<string[]> {
  const entries = await readdir(migrationsDirectory(provider), { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

async function writesAndReadsAnAccount(databaseUrl: string) {
  const database = await openDatabase(databaseUrl);
  try {
    await database.prisma.account.create({ data: { id: 'acc_1', name: 'Acme', plan: 'free', rpmLimit: 60 } });
    const account = await database.prisma.account.findUnique({ where: { id: 'acc_1' } });
    expect(account).toMatchObject({ name: 'Acme', plan: 'free', rpmLimit: 60, rpdLimit: null });
    expect(account?.createdAt).toBeInstanceOf(Date);
  } finally {
    await database.close();
  }
}

describe('providerOf', () => {
  it.each([
    ['file:./data/svc.db', 'sqlite'],
    ['./data/svc.db', 'sqlite'],
    ['/var/lib/svc/svc.db', 'sqlite'],
    ['postgresql://user@localhost:5432/svc', 'postgresql'],
    ['postgres://user@localhost/svc', 'postgresql'],
  ])('%s -> %s', (url, provider) => {
    expect(providerOf(url)).toBe(provider);
  });
});

describe('SQLite', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'svc-db-test-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('migrate applies every migration once, creating the parent directory', async () => {
    const url = `file:${path.join(directory, 'nested', 'svc.db')}`;
    expect(await migrate(url)).toEqual({ applied: await migrationNames('sqlite') });
    expect(await migrate(url)).toEqual({ applied: [] });
  });

  it('openDatabase writes and reads an Account, with the intended pragmas', async () => {
    const url = path.join(directory, 'plain-path.db');
    await migrate(url);
    await writesAndReadsAnAccount(url);
    const database = await openDatabase(url);
    try {
      const pragmas = await database.prisma.$queryRawUnsafe<Array<Record<string, unknown>>>(
        'SELECT * FROM pragma_journal_mode, pragma_synchronous, pragma_foreign_keys, pragma_busy_timeout',
      );
      expect(pragmas[0]).toEqual({ journal_mode: 'wal', synchronous: 1n, foreign_keys: 1n, timeout: 5000n });
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!hasPostgres)('PostgreSQL', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(() => scratch?.drop());

  it('two concurrent migrate calls on a fresh database both succeed and apply each migration once', async () => {
    const results = await Promise.all([migrate(scratch.url), migrate(scratch.url)]);
    expect(results.flatMap((result) => result.applied).sort()).toEqual(await migrationNames('postgresql'));
    expect(await migrate(scratch.url)).toEqual({ applied: [] });
  });

  it('openDatabase writes and reads an Account', async () => {
    await writesAndReadsAnAccount(scratch.url);
  });
});
