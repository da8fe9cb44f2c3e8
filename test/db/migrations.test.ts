// Fails when schema.prisma changed without `npm run db:migration -- <name>`:
// replaying the migrations folder on an empty database must give exactly the schema.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSchemaChanges } from '../../src/db/schema-engine';
import { createScratchDatabase, hasPostgres } from '../helpers/pg';

describe('SQLite migrations folder matches prisma/sqlite/schema.prisma', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'svc-db-test-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('has no pending schema changes', async () => {
    expect(await pendingSchemaChanges(`file:${path.join(directory, 'drift.db')}`)).toBe('');
  });
});

describe.skipIf(!hasPostgres)('PostgreSQL migrations folder matches prisma/postgres/schema.prisma', () => {
  it('has no pending schema changes', async () => {
    const scratch = await createScratchDatabase();
    try {
      expect(await pendingSchemaChanges(scratch.url)).toBe('');
    } finally {
      await scratch.drop();
    }
  });
});
