// On SQLite, WAL checkpoints run in a worker thread, not in the request that happens to push
// the WAL past the threshold: pages written through the request connection reach the database
// file without any request connection checkpointing.
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { WAL_SAFETY_PAGES } from '../../src/db/checkpointer';
import { sqliteFilePath } from '../../src/db/database-url';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/server';

describe('background WAL checkpoints (SQLite)', () => {
  let tdb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    tdb = await createTestDatabase('sqlite');
    await migrate(tdb.url);
    db = await openDatabase(tdb.url);
  });
  afterAll(async () => {
    await db?.close();
    await tdb?.drop();
  });

  it('leaves auto-checkpointing on the request connection only as a far-off safety net', () => {
    expect(db.hot!.pragma('wal_autocheckpoint', { simple: true })).toBe(WAL_SAFETY_PAGES);
  });

  it('copies what the request connection wrote into the database file within a second or two', async () => {
    const file = sqliteFilePath(tdb.url);
    const hot = db.hot!;
    hot.exec('CREATE TABLE "Filler" ("x" TEXT)');
    const insert = hot.prepare('INSERT INTO "Filler" VALUES (?)');
    const before = statSync(file).size;
    hot.transaction(() => {
      for (let i = 0; i < 2_000; i++) insert.run('x'.repeat(1_000)); // ≈ 500 pages, far below the safety net
    })();
    let size = statSync(file).size;
    for (let waited = 0; size < before + 1_000_000 && waited < 5_000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
      size = statSync(file).size;
    }
    expect(size).toBeGreaterThan(before + 1_000_000);
  });
});
