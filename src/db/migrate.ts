// Applies the committed migrations folder of the URL's provider; run at start-up.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { existsSync } from 'node:fs';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { providerOf, sqliteFilePath } from './database-url';
import { noFilters, withSchemaEngine } from './schema-engine';
import { readMigrationList } from './schema-files';

// Arbitrary key owned by this service; must differ from the key Prisma's own
// migrate uses (72707369) so the engine can never wait on our session's lock.
const migrationLockKey = 7_346_290_113;

/**
 * `onProgress` (the CLI's progress bar) has the pending migrations applied one
 * at a time, each call given the list up to that one, and reported after each.
 */
export async function migrate(databaseUrl: string, options: { onProgress?: (done: number, total: number) => void } = {}): Promise<{ applied: string[] }> {
  const provider = providerOf(databaseUrl);
  const migrationsList = await readMigrationList(provider);
  // Fast path: when every migration is recorded as applied, do not start the
  // engine at all. Its SQLite connection has no busy timeout, so it would fail
  // while a running server holds the write lock (e.g. `svc keys create`).
  const wanted = migrationsList.migrationDirectories.map((d) => d.path);
  const done = await appliedMigrations(databaseUrl);
  if (wanted.every((name) => done.has(name))) return { applied: [] };
  const { onProgress } = options;
  const apply = async () => {
    const appliedMigrationNames = await withSchemaEngine(databaseUrl, async (engine) => {
      if (!onProgress) return (await engine.applyMigrations({ migrationsList, filters: noFilters })).appliedMigrationNames;
      const pending = wanted.map((name, i) => ({ name, i })).filter(({ name }) => !done.has(name));
      const applied: string[] = [];
      onProgress(0, pending.length);
      for (const [n, { i }] of pending.entries()) {
        const prefix = { ...migrationsList, migrationDirectories: migrationsList.migrationDirectories.slice(0, i + 1) };
        applied.push(...(await engine.applyMigrations({ migrationsList: prefix, filters: noFilters })).appliedMigrationNames);
        onProgress(n + 1, pending.length);
      }
      return applied;
    });
    return { applied: appliedMigrationNames };
  };
  if (provider === 'sqlite') {
    await mkdir(path.dirname(path.resolve(sqliteFilePath(databaseUrl))), { recursive: true });
    return apply();
  }
  return withAdvisoryLock(databaseUrl, apply);
}

// Several replicas may start at once. The engine takes its own advisory lock
// but gives up after 10 s; this one waits, and the others then find nothing
// left to apply.
async function withAdvisoryLock<T>(databaseUrl: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    await client.end();
  }
}

const APPLIED_SQL = 'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL';

/** Names of migrations recorded as applied; empty when the database or table does not exist yet. */
async function appliedMigrations(databaseUrl: string): Promise<Set<string>> {
  try {
    if (providerOf(databaseUrl) === 'sqlite') {
      const file = sqliteFilePath(databaseUrl);
      if (!existsSync(file)) return new Set();
      const db = new Sqlite(file, { readonly: true, timeout: 5000 });
      try {
        return new Set((db.prepare(APPLIED_SQL).all() as { migration_name: string }[]).map((r) => r.migration_name));
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string }>(APPLIED_SQL);
      return new Set(rows.map((r) => r.migration_name));
    } finally {
      await client.end();
    }
  } catch {
    return new Set(); // no table yet (or unreadable): let the engine decide
  }
}
